package server

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
)

// pki is the server's own certificate authority and the two certificates
// it signs: the serving certificate for 127.0.0.1 and localhost, and the
// client certificate the written kubeconfig uses (user "admin").
//
// The files live in DIR/pki and are reused on restart, so a kubeconfig
// written earlier keeps working.
type pki struct {
	caCert                []byte // PEM
	serverCert, serverKey string // file paths
	clientCert, clientKey []byte // PEM
}

const certValidity = 365 * 24 * time.Hour

// clientUser is the user name of the written kubeconfig's certificate.
const clientUser = "admin"

func loadOrCreatePKI(dir string) (*pki, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	p := &pki{serverCert: filepath.Join(dir, "server.crt"), serverKey: filepath.Join(dir, "server.key")}
	files := map[string]*[]byte{"ca.crt": &p.caCert, "client.crt": &p.clientCert, "client.key": &p.clientKey}
	missing := false
	for name, dst := range files {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if errors.Is(err, os.ErrNotExist) {
			missing = true
			continue
		} else if err != nil {
			return nil, err
		}
		*dst = b
	}
	for _, f := range []string{p.serverCert, p.serverKey} {
		if _, err := os.Stat(f); err != nil {
			missing = true
		}
	}
	if !missing {
		return p, nil
	}
	return p, p.create(dir)
}

func (p *pki) create(dir string) error {
	caKey, caTmpl, err := newTemplate("selectable-gen example CA")
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

	clientKey, clientTmpl, err := newTemplate(clientUser)
	if err != nil {
		return err
	}
	clientTmpl.Subject.Organization = []string{"system:masters"}
	clientTmpl.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}
	p.clientCert, p.clientKey, err = sign(clientTmpl, clientKey, ca, caKey)
	if err != nil {
		return err
	}
	p.caCert = pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER})

	for name, b := range map[string][]byte{
		"ca.crt": p.caCert, "server.crt": serverCert, "server.key": serverKeyPEM,
		"client.crt": p.clientCert, "client.key": p.clientKey,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o600); err != nil {
			return err
		}
	}
	return nil
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
