package sampleapiserver_test

import (
	"context"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"strings"

	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"

	restclient "k8s.io/client-go/rest"
	basecompatibility "k8s.io/component-base/compatibility"
	upstreamserver "k8s.io/sample-apiserver/pkg/cmd/server"
)

// startUpstream runs upstream's own sample-apiserver in this process:
// its command (pkg/cmd/server: its scheme, its pkg/registry storage with
// its hand-written strategies, BanFlunder with its informer factory over
// loopback), with what needs a kube-apiserver made optional:
//
//   - delegated authentication and authorization without a remote
//     kubeconfig (their fields RemoteKubeConfigFileOptional): the PKI's
//     CA is --client-ca-file and its client, in system:masters, is
//     allowed by the always-allowed groups;
//   - the admission plugins that watch a kube-apiserver (namespace
//     lifecycle, webhooks, admission policies) disabled, BanFlunder on;
//     the admission options still require a core client, given a
//     kubeconfig for an address where nothing listens, which nothing uses;
//   - API priority and fairness off (it reads its configuration from a
//     kube-apiserver);
//   - a component registry of its own, so that its version flags and
//     feature gates are not the process's globals;
//   - its own etcd prefix in the shared etcd.
func startUpstream(ctx context.Context, name string, pki *testserver.PKI, etcd, dir string,
	add func(name string, cfg *restclient.Config, wait func() error) (*testServer, error)) (*testServer, error) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	noKube := filepath.Join(dir, "no-kube-apiserver.kubeconfig")
	if err := pki.WriteKubeconfig(noKube, "sample-apiserver", "https://127.0.0.1:1"); err != nil {
		return nil, err
	}
	o := upstreamserver.NewWardleServerOptions(io.Discard, io.Discard)
	o.ComponentGlobalsRegistry = basecompatibility.NewComponentGlobalsRegistry()
	o.RecommendedOptions.SecureServing.Listener = listener
	o.RecommendedOptions.Authentication.RemoteKubeConfigFileOptional = true
	o.RecommendedOptions.Authorization.RemoteKubeConfigFileOptional = true
	cmd := upstreamserver.NewCommandStartWardleServer(ctx, o, false)
	cmd.SetArgs([]string{
		"--etcd-servers=" + etcd,
		"--etcd-prefix=/registry/" + name,
		"--tls-cert-file=" + pki.ServerCertFile,
		"--tls-private-key-file=" + pki.ServerKeyFile,
		"--client-ca-file=" + pki.CAFile,
		"--kubeconfig=" + noKube,
		"--disable-admission-plugins=" + strings.Join([]string{"NamespaceLifecycle", "MutatingAdmissionWebhook",
			"ValidatingAdmissionWebhook", "ValidatingAdmissionPolicy", "MutatingAdmissionPolicy"}, ","),
		"--enable-priority-and-fairness=false",
	})
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	done := make(chan struct{})
	var runErr error
	go func() {
		defer close(done)
		runErr = cmd.Execute()
	}()
	wait := func() error {
		<-done
		return runErr
	}
	cfg := pki.RESTConfig("https://" + listener.Addr().String())
	if err := testserver.WaitReady(ctx, cfg, done); err != nil {
		listener.Close()
		return nil, fmt.Errorf("starting upstream's server: %w (its command: %v)", err, runErr)
	}
	return add(name, cfg, wait)
}
