package server

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	restclient "k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
)

// PKI is a certificate authority of its own and what it signs: a serving
// certificate for 127.0.0.1 and localhost, and a client certificate of
// user "admin" in group system:masters. Every server of a test can use
// the one PKI: upstream's server too, which takes the files as its
// --client-ca-file, --tls-cert-file and --tls-private-key-file.
type PKI struct {
	// CAFile, ServerCertFile and ServerKeyFile are PEM files in the PKI's
	// directory.
	CAFile, ServerCertFile, ServerKeyFile string
	// CACert, ClientCert and ClientKey are PEM.
	CACert, ClientCert, ClientKey []byte
}

// ClientUser is the user name of the client certificate.
const ClientUser = "admin"

// NewPKI creates the certificates in dir.
func NewPKI(dir string) (*PKI, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	caKey, caTmpl, err := newTemplate("sample-apiserver test CA")
	if err != nil {
		return nil, err
	}
	caTmpl.IsCA = true
	caTmpl.BasicConstraintsValid = true
	caTmpl.KeyUsage = x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		return nil, err
	}
	ca, err := x509.ParseCertificate(caDER)
	if err != nil {
		return nil, err
	}

	serverKey, serverTmpl, err := newTemplate("localhost")
	if err != nil {
		return nil, err
	}
	serverTmpl.DNSNames = []string{"localhost"}
	serverTmpl.IPAddresses = []net.IP{net.IPv4(127, 0, 0, 1)}
	serverTmpl.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}
	serverCert, serverKeyPEM, err := sign(serverTmpl, serverKey, ca, caKey)
	if err != nil {
		return nil, err
	}

	clientKey, clientTmpl, err := newTemplate(ClientUser)
	if err != nil {
		return nil, err
	}
	clientTmpl.Subject.Organization = []string{"system:masters"}
	clientTmpl.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}
	p := &PKI{
		CAFile:         filepath.Join(dir, "ca.crt"),
		ServerCertFile: filepath.Join(dir, "server.crt"),
		ServerKeyFile:  filepath.Join(dir, "server.key"),
		CACert:         pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER}),
	}
	p.ClientCert, p.ClientKey, err = sign(clientTmpl, clientKey, ca, caKey)
	if err != nil {
		return nil, err
	}
	for path, b := range map[string][]byte{p.CAFile: p.CACert, p.ServerCertFile: serverCert, p.ServerKeyFile: serverKeyPEM} {
		if err := os.WriteFile(path, b, 0o600); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// RESTConfig is a client configuration for a server at host
// (https://127.0.0.1:port) serving the PKI's certificate, with the client
// certificate.
func (p *PKI) RESTConfig(host string) *restclient.Config {
	return &restclient.Config{
		Host:            host,
		TLSClientConfig: restclient.TLSClientConfig{CAData: p.CACert, CertData: p.ClientCert, KeyData: p.ClientKey},
	}
}

// WriteKubeconfig writes a kubeconfig for host with the client
// certificate, the certificates inline, namespace "default".
func (p *PKI) WriteKubeconfig(path, host string) error {
	const name = "sample-apiserver"
	cfg := clientcmdapi.NewConfig()
	cfg.Clusters[name] = &clientcmdapi.Cluster{Server: host, CertificateAuthorityData: p.CACert}
	cfg.AuthInfos[ClientUser] = &clientcmdapi.AuthInfo{ClientCertificateData: p.ClientCert, ClientKeyData: p.ClientKey}
	cfg.Contexts[name] = &clientcmdapi.Context{Cluster: name, AuthInfo: ClientUser, Namespace: metav1.NamespaceDefault}
	cfg.CurrentContext = name
	return clientcmd.WriteToFile(*cfg, path)
}

func newTemplate(commonName string) (*ecdsa.PrivateKey, *x509.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 62))
	if err != nil {
		return nil, nil, err
	}
	now := time.Now()
	return key, &x509.Certificate{
		SerialNumber: serial,
		Subject:      pkix.Name{CommonName: commonName},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
	}, nil
}

func sign(tmpl *x509.Certificate, key *ecdsa.PrivateKey, ca *x509.Certificate, caKey *ecdsa.PrivateKey) (certPEM, keyPEM []byte, err error) {
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca, &key.PublicKey, caKey)
	if err != nil {
		return nil, nil, err
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return nil, nil, fmt.Errorf("marshal key: %w", err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), nil
}
