package testserver

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
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
// user "admin" in group system:masters. The files live in one directory
// and are reused when they are there, so a kubeconfig written earlier
// keeps working across restarts; several servers (upstream's too, which
// take the files as --client-ca-file, --tls-cert-file and
// --tls-private-key-file) can share one PKI.
type PKI struct {
	// CAFile, ServerCertFile and ServerKeyFile are PEM files in the PKI's
	// directory.
	CAFile, ServerCertFile, ServerKeyFile string
	// CACert, ClientCert and ClientKey are PEM.
	CACert, ClientCert, ClientKey []byte
}

// ClientUser is the user name of the client certificate.
const ClientUser = "admin"

// certValidity is how long the certificates are valid: a year, for a
// server a user restarts over days.
const certValidity = 365 * 24 * time.Hour

// LoadOrCreatePKI reads the PKI in dir, or creates it there when any of
// its files is missing.
func LoadOrCreatePKI(dir string) (*PKI, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	p := &PKI{
		CAFile:         filepath.Join(dir, "ca.crt"),
		ServerCertFile: filepath.Join(dir, "server.crt"),
		ServerKeyFile:  filepath.Join(dir, "server.key"),
	}
	missing := false
	for name, dst := range map[string]*[]byte{"ca.crt": &p.CACert, "client.crt": &p.ClientCert, "client.key": &p.ClientKey} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		switch {
		case errors.Is(err, os.ErrNotExist):
			missing = true
		case err != nil:
			return nil, err
		}
		*dst = b
	}
	for _, f := range []string{p.ServerCertFile, p.ServerKeyFile} {
		if _, err := os.Stat(f); err != nil {
			missing = true
		}
	}
	if !missing {
		return p, nil
	}
	return p, p.create(dir)
}

func (p *PKI) create(dir string) error {
	caKey, caTmpl, err := newTemplate("selectable-gen test CA")
	if err != nil {
		return err
	}
	caTmpl.IsCA = true
	caTmpl.BasicConstraintsValid = true
	caTmpl.KeyUsage = x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		return err
	}
	ca, err := x509.ParseCertificate(caDER)
	if err != nil {
		return err
	}
	serverKey, serverTmpl, err := newTemplate("localhost")
	if err != nil {
		return err
	}
	serverTmpl.DNSNames = []string{"localhost"}
	serverTmpl.IPAddresses = []net.IP{net.IPv4(127, 0, 0, 1)}
	serverTmpl.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}
	serverCert, serverKeyPEM, err := sign(serverTmpl, serverKey, ca, caKey)
	if err != nil {
		return err
	}
	clientKey, clientTmpl, err := newTemplate(ClientUser)
	if err != nil {
		return err
	}
	clientTmpl.Subject.Organization = []string{"system:masters"}
	clientTmpl.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}
	if p.ClientCert, p.ClientKey, err = sign(clientTmpl, clientKey, ca, caKey); err != nil {
		return err
	}
	p.CACert = pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER})
	for name, b := range map[string][]byte{
		"ca.crt": p.CACert, "server.crt": serverCert, "server.key": serverKeyPEM,
		"client.crt": p.ClientCert, "client.key": p.ClientKey,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o600); err != nil {
			return err
		}
	}
	return nil
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

// WriteKubeconfig writes a kubeconfig for the server at host with the
// client certificate, the certificates inline (the file works from any
// directory), in namespace "default"; name names its cluster and context.
func (p *PKI) WriteKubeconfig(path, name, host string) error {
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
		NotAfter:     now.Add(certValidity),
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
