package server

import (
	"encoding/json"
	"fmt"
	"io"
	"reflect"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer/protobuf"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
)

// Protobuf, as kube-apiserver users expect it.
//
// kubectl and client-go's typed clients talk protobuf to the built-in
// groups: `kubectl create namespace`, `create secret`, `create job` send
// protobuf bodies, and `kubectl describe` asks for protobuf answers. The
// example server's core and batch kinds are mirrors of k8s.io/api's: the
// same JSON, a subset of the fields, no protobuf code of their own. So
// for the groups k8s.io/api has, protobuf is served through k8s.io/api's
// types (mirrorProtobuf): a body is decoded into k8s.io/api's type and
// handed to the mirror through JSON, an answer goes the other way. Fields
// the mirror does not have are dropped, as kube-apiserver drops unknown
// fields of a protobuf body (it has no field validation for protobuf).
//
// The example groups of their own (stable.example.com,
// workloads.example.com) have no protobuf form at all, like custom
// resources: their negotiation offers JSON and YAML only, so clients that
// prefer protobuf fall back to JSON (Accept) or get 415 (a protobuf body),
// as they do from kube-apiserver's custom resources.

// protobufCodecs is the negotiated serializer of a group: the scheme's
// JSON and YAML, and protobuf through k8s.io/api's types when k8s.io/api
// has the group.
func protobufCodecs(gv schema.GroupVersion) runtime.NegotiatedSerializer {
	if clientgoscheme.Scheme.IsVersionRegistered(gv) {
		return bridgedCodecs
	}
	return withoutProtobuf
}

var (
	// bridgedCodecs serve the groups k8s.io/api has, and the server's
	// own endpoints (discovery, status): protobuf through k8s.io/api.
	bridgedCodecs = negotiated{Codecs, replaceProtobuf(Codecs.SupportedMediaTypes(), newMirrorProtobuf(Scheme))}
	// withoutProtobuf serve the example groups of their own.
	withoutProtobuf = negotiated{Codecs, replaceProtobuf(Codecs.SupportedMediaTypes(), nil)}
)

// negotiated is a codec factory with other serializers: the factory's
// EncoderForVersion and DecoderToVersion wrap whichever serializer the
// request negotiated.
type negotiated struct {
	runtime.NegotiatedSerializer
	infos []runtime.SerializerInfo
}

func (n negotiated) SupportedMediaTypes() []runtime.SerializerInfo { return n.infos }

// replaceProtobuf returns infos with the protobuf serializer replaced by s,
// or left out when s is nil. The stream serializer stays: it frames watch
// events (meta/v1 WatchEvent, protobuf of its own, without the envelope),
// whose objects the serializer encodes.
func replaceProtobuf(infos []runtime.SerializerInfo, s runtime.Serializer) []runtime.SerializerInfo {
	var out []runtime.SerializerInfo
	for _, info := range infos {
		if info.MediaType != runtime.ContentTypeProtobuf {
			out = append(out, info)
			continue
		}
		if s == nil {
			continue
		}
		info.Serializer = s
		if info.StrictSerializer != nil {
			info.StrictSerializer = s
		}
		out = append(out, info)
	}
	return out
}

// mirrorProtobuf is protobuf for a scheme whose kinds mirror k8s.io/api's:
// objects with protobuf code of their own (meta/v1's Status, Table,
// DeleteOptions, autoscaling/v1's Scale) are encoded and decoded as they
// are; a mirror goes through its k8s.io/api counterpart.
type mirrorProtobuf struct {
	scheme *runtime.Scheme
	api    *protobuf.Serializer
}

func newMirrorProtobuf(scheme *runtime.Scheme) *mirrorProtobuf {
	return &mirrorProtobuf{scheme: scheme, api: protobuf.NewSerializer(clientgoscheme.Scheme, clientgoscheme.Scheme)}
}

var _ runtime.Serializer = &mirrorProtobuf{}

// Identifier differs from the protobuf serializer's: the watch cache keeps
// each object's encodings by serializer.
func (p *mirrorProtobuf) Identifier() runtime.Identifier { return "protobuf-through-k8s.io/api" }

// protobufMessage is what the protobuf serializer can encode.
type protobufMessage interface{ Marshal() ([]byte, error) }

func (p *mirrorProtobuf) Encode(obj runtime.Object, w io.Writer) error {
	if co, ok := obj.(runtime.CacheableObject); ok {
		return co.CacheEncode(p.Identifier(), p.encode, w)
	}
	return p.encode(obj, w)
}

func (p *mirrorProtobuf) encode(obj runtime.Object, w io.Writer) error {
	if _, ok := obj.(protobufMessage); ok {
		return p.api.Encode(obj, w)
	}
	if _, ok := obj.(*runtime.Unknown); ok {
		return p.api.Encode(obj, w)
	}
	gvk := obj.GetObjectKind().GroupVersionKind()
	counterpart, err := clientgoscheme.Scheme.New(gvk)
	if err != nil {
		return fmt.Errorf("%T has no protobuf form: k8s.io/api has no %s", obj, gvk)
	}
	if err := convertThroughJSON(obj, counterpart); err != nil {
		return err
	}
	counterpart.GetObjectKind().SetGroupVersionKind(gvk)
	return p.api.Encode(counterpart, w)
}

// Decode decodes a protobuf body into k8s.io/api's type of its kind, and
// that into the scheme's type of the kind (into, when into has that type).
func (p *mirrorProtobuf) Decode(data []byte, defaults *schema.GroupVersionKind, into runtime.Object) (runtime.Object, *schema.GroupVersionKind, error) {
	if _, ok := into.(*runtime.Unknown); ok {
		return p.api.Decode(data, defaults, into)
	}
	decoded, gvk, err := p.api.Decode(data, defaults, nil)
	if err != nil {
		return nil, gvk, err
	}
	ours, err := p.scheme.New(*gvk)
	if err != nil {
		return nil, gvk, err
	}
	if into != nil && reflect.TypeOf(into) == reflect.TypeOf(ours) {
		ours = into
	}
	if reflect.TypeOf(decoded) == reflect.TypeOf(ours) {
		// The same Go type in both schemes (meta/v1's kinds, Scale).
		reflect.ValueOf(ours).Elem().Set(reflect.ValueOf(decoded).Elem())
	} else if err := convertThroughJSON(decoded, ours); err != nil {
		return nil, gvk, err
	}
	ours.GetObjectKind().SetGroupVersionKind(*gvk)
	return ours, gvk, nil
}

// RecognizesData lets a universal decoder pick this serializer by the
// protobuf prefix.
func (p *mirrorProtobuf) RecognizesData(data []byte) (bool, bool, error) {
	return p.api.RecognizesData(data)
}

// convertThroughJSON copies from into to: a mirror and its k8s.io/api
// counterpart have the same JSON.
func convertThroughJSON(from, to runtime.Object) error {
	data, err := json.Marshal(from)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, to); err != nil {
		return fmt.Errorf("%T to %T: %w", from, to, err)
	}
	return nil
}
