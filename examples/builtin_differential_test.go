package examples_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	upstreamappsv1 "k8s.io/api/apps/v1"
	upstreambatchv1 "k8s.io/api/batch/v1"
	upstreamcertificatesv1 "k8s.io/api/certificates/v1"
	upstreamcorev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apiserver/pkg/registry/generic"
)

// The built-in field sets of the KEP-4358 table, written as the API server
// writes them (pkg/registry/*/strategy.go in kubernetes/kubernetes, see
// shared notes §1.3), on k8s.io/api types. k8s.io/kubernetes itself cannot
// be imported, so these are the reference the mirror types are compared with.

func upstreamPodFields(pod *upstreamcorev1.Pod) fields.Set {
	set := make(fields.Set, 10)
	set["spec.nodeName"] = pod.Spec.NodeName
	set["spec.restartPolicy"] = string(pod.Spec.RestartPolicy)
	set["spec.schedulerName"] = pod.Spec.SchedulerName
	set["spec.serviceAccountName"] = pod.Spec.ServiceAccountName
	// Internally hostNetwork lives in the pod security context, which v1
	// conversion always allocates: for v1 input it is spec.hostNetwork.
	set["spec.hostNetwork"] = strconv.FormatBool(pod.Spec.HostNetwork)
	set["status.phase"] = string(pod.Status.Phase)
	podIP := ""
	if len(pod.Status.PodIPs) > 0 {
		podIP = pod.Status.PodIPs[0].IP
	}
	set["status.podIP"] = podIP
	set["status.nominatedNodeName"] = pod.Status.NominatedNodeName
	return generic.AddObjectMetaFieldsSet(set, &pod.ObjectMeta, true)
}

func upstreamEventFields(event *upstreamcorev1.Event) fields.Set {
	objectMetaFieldsSet := generic.ObjectMetaFieldsSet(&event.ObjectMeta, true)
	source := event.Source.Component
	if source == "" {
		source = event.ReportingController
	}
	specificFieldsSet := fields.Set{
		"involvedObject.kind":            event.InvolvedObject.Kind,
		"involvedObject.namespace":       event.InvolvedObject.Namespace,
		"involvedObject.name":            event.InvolvedObject.Name,
		"involvedObject.uid":             string(event.InvolvedObject.UID),
		"involvedObject.apiVersion":      event.InvolvedObject.APIVersion,
		"involvedObject.resourceVersion": event.InvolvedObject.ResourceVersion,
		"involvedObject.fieldPath":       event.InvolvedObject.FieldPath,
		"reason":                         event.Reason,
		"reportingComponent":             event.ReportingController,
		"source":                         source,
		"type":                           event.Type,
	}
	return generic.MergeFieldsSets(specificFieldsSet, objectMetaFieldsSet)
}

func upstreamNamespaceFields(namespace *upstreamcorev1.Namespace) fields.Set {
	objectMetaFieldsSet := generic.ObjectMetaFieldsSet(&namespace.ObjectMeta, false)
	specificFieldsSet := fields.Set{
		"status.phase": string(namespace.Status.Phase),
		// This is a bug, but we need to support it for backward compatibility.
		"name": namespace.Name,
	}
	return generic.MergeFieldsSets(objectMetaFieldsSet, specificFieldsSet)
}

func upstreamNodeFields(node *upstreamcorev1.Node) fields.Set {
	objectMetaFieldsSet := generic.ObjectMetaFieldsSet(&node.ObjectMeta, false)
	specificFieldsSet := fields.Set{"spec.unschedulable": fmt.Sprint(node.Spec.Unschedulable)}
	return generic.MergeFieldsSets(objectMetaFieldsSet, specificFieldsSet)
}

func upstreamSecretFields(secret *upstreamcorev1.Secret) fields.Set {
	objectMetaFieldsSet := generic.ObjectMetaFieldsSet(&secret.ObjectMeta, true)
	secretSpecificFieldsSet := fields.Set{"type": string(secret.Type)}
	return generic.MergeFieldsSets(objectMetaFieldsSet, secretSpecificFieldsSet)
}

func upstreamRCFields(rc *upstreamcorev1.ReplicationController) fields.Set {
	objectMetaFieldsSet := generic.ObjectMetaFieldsSet(&rc.ObjectMeta, true)
	controllerSpecificFieldsSet := fields.Set{"status.replicas": strconv.Itoa(int(rc.Status.Replicas))}
	return generic.MergeFieldsSets(objectMetaFieldsSet, controllerSpecificFieldsSet)
}

func upstreamReplicaSetFields(rs *upstreamappsv1.ReplicaSet) fields.Set {
	objectMetaFieldsSet := generic.ObjectMetaFieldsSet(&rs.ObjectMeta, true)
	rsSpecificFieldsSet := fields.Set{"status.replicas": strconv.Itoa(int(rs.Status.Replicas))}
	return generic.MergeFieldsSets(objectMetaFieldsSet, rsSpecificFieldsSet)
}

func upstreamJobFields(job *upstreambatchv1.Job) fields.Set {
	objectMetaFieldsSet := generic.ObjectMetaFieldsSet(&job.ObjectMeta, true)
	specificFieldsSet := fields.Set{"status.successful": strconv.Itoa(int(job.Status.Succeeded))}
	return generic.MergeFieldsSets(objectMetaFieldsSet, specificFieldsSet)
}

func upstreamCSRFields(csr *upstreamcertificatesv1.CertificateSigningRequest) fields.Set {
	objectMetaFieldsSet := generic.ObjectMetaFieldsSet(&csr.ObjectMeta, false)
	csrSpecificFieldsSet := fields.Set{"spec.signerName": csr.Spec.SignerName}
	return generic.MergeFieldsSets(objectMetaFieldsSet, csrSpecificFieldsSet)
}

// upstreamVia decodes the JSON of a mirror object into the k8s.io/api type
// T and returns its built-in field set. A json name that differs between a
// mirror and k8s.io/api makes the values differ.
func upstreamVia[T any](fieldsOf func(*T) fields.Set) func([]byte) (fields.Set, error) {
	return func(data []byte) (fields.Set, error) {
		obj := new(T)
		if err := json.Unmarshal(data, obj); err != nil {
			return nil, err
		}
		return fieldsOf(obj), nil
	}
}

// beyondUpstream are the fields the mirrors declare that the API server
// does not have: Pod's fields through lists (docs/field-selectors.md).
var beyondUpstream = map[string][]string{
	"Pod": {"metadata.ownerReferences.uid", "spec.containers.image", "status.podIPs.ip", "status.ready"},
}

// withoutBeyondUpstream drops a kind's fields beyond upstream from its
// field set, with their member keys.
func withoutBeyondUpstream(kind string, set fields.Set) fields.Set {
	out := fields.Set{}
	for key, v := range set {
		label, _, _ := strings.Cut(key, "\x00")
		if !slices.Contains(beyondUpstream[kind], label) {
			out[key] = v
		}
	}
	return out
}

// TestBuiltInDifferential: random mirror objects, as JSON decoded into
// k8s.io/api types, give the same field sets through the upstream-style
// code as the generated code gives on the mirrors: exactly, key for key.
func TestBuiltInDifferential(t *testing.T) {
	cases := map[string]func([]byte) (fields.Set, error){
		"Pod":                       upstreamVia(upstreamPodFields),
		"Event":                     upstreamVia(upstreamEventFields),
		"Namespace":                 upstreamVia(upstreamNamespaceFields),
		"Node":                      upstreamVia(upstreamNodeFields),
		"Secret":                    upstreamVia(upstreamSecretFields),
		"ReplicationController":     upstreamVia(upstreamRCFields),
		"ReplicaSet":                upstreamVia(upstreamReplicaSetFields),
		"Job":                       upstreamVia(upstreamJobFields),
		"CertificateSigningRequest": upstreamVia(upstreamCSRFields),
	}
	for name, upstream := range cases {
		t.Run(name, func(t *testing.T) {
			k := kindByName(t, name)
			nonEmpty := 0
			for i := int64(0); i < 300; i++ {
				obj := randomObject(k, i)
				data, err := json.Marshal(obj)
				if err != nil {
					t.Fatal(err)
				}
				want, err := upstream(data)
				if err != nil {
					t.Fatal(err)
				}
				got := withoutBeyondUpstream(name, k.toSet(obj))
				if !equalSets(got, want) {
					t.Fatalf("object %d:\n generated %v\n  upstream %v", i, got, want)
				}
				for key, v := range got {
					if v != "" && key != "metadata.name" && key != "metadata.namespace" {
						nonEmpty++
					}
				}
			}
			if nonEmpty == 0 {
				t.Error("random objects never set a field: the comparison is empty")
			}
		})
	}
}
