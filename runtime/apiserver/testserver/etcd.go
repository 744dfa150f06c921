package testserver

// etcd.go: etcd in the process, for the servers the kit starts and for
// upstream's servers a test runs beside them (kube-apiserver takes
// Etcd.Endpoint as --etcd-servers): a one-member cluster on loopback with
// its data in a directory of its own.

import (
	"fmt"
	"net/url"
	"os"
	"sync/atomic"
	"time"

	"go.etcd.io/etcd/server/v3/embed"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// Etcd is a one-member etcd cluster in this process, listening on
// loopback only.
type Etcd struct {
	// Endpoint is the client URL, for Options.EtcdServers.
	Endpoint string
	etcd     *embed.Etcd
	// closing silences etcd's log once Close starts: etcd reports each
	// listener it shuts down as a failed "serving" at error level.
	closing *atomic.Bool
}

// StartEtcd starts etcd with its data in dir. Restarting on the same dir
// keeps every key: a one-member cluster reads its membership from the
// data, so the fresh ports chosen on each start do not matter.
//
// noFsync skips fsync on writes; tests use it, a user's server does not.
func StartEtcd(dir string, noFsync bool) (*Etcd, error) {
	var lastErr error
	// Free ports are found by listening and closing; another process can
	// take one in between, so retry a few times.
	for range 3 {
		e, err := tryStartEtcd(dir, noFsync)
		if err == nil {
			return e, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

func tryStartEtcd(dir string, noFsync bool) (*Etcd, error) {
	ports, err := FreePorts(2)
	if err != nil {
		return nil, err
	}
	clientURL := url.URL{Scheme: "http", Host: fmt.Sprintf("127.0.0.1:%d", ports[0])}
	peerURL := url.URL{Scheme: "http", Host: fmt.Sprintf("127.0.0.1:%d", ports[1])}

	cfg := embed.NewConfig()
	cfg.Name = "embedded"
	cfg.Dir = dir
	cfg.ListenClientUrls = []url.URL{clientURL}
	cfg.AdvertiseClientUrls = []url.URL{clientURL}
	cfg.ListenPeerUrls = []url.URL{peerURL}
	cfg.AdvertisePeerUrls = []url.URL{peerURL}
	cfg.InitialCluster = cfg.Name + "=" + peerURL.String()
	cfg.UnsafeNoFsync = noFsync
	closing := new(atomic.Bool)
	cfg.ZapLoggerBuilder = embed.NewZapLoggerBuilder(zap.New(quietOnClose{
		Core:    zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.Lock(os.Stderr), zapcore.ErrorLevel),
		closing: closing,
	}))

	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return nil, fmt.Errorf("starting etcd in %s: %w", dir, err)
	}
	select {
	case <-e.Server.ReadyNotify():
	case err := <-e.Err():
		e.Close()
		return nil, fmt.Errorf("etcd failed: %w", err)
	case <-time.After(time.Minute):
		e.Close()
		return nil, fmt.Errorf("etcd in %s not ready after a minute", dir)
	}
	return &Etcd{Endpoint: clientURL.String(), etcd: e, closing: closing}, nil
}

// Close stops etcd.
func (e *Etcd) Close() {
	e.closing.Store(true)
	e.etcd.Close()
}

// quietOnClose logs etcd's errors until the server is closing.
type quietOnClose struct {
	zapcore.Core
	closing *atomic.Bool
}

func (c quietOnClose) With(fields []zapcore.Field) zapcore.Core {
	return quietOnClose{Core: c.Core.With(fields), closing: c.closing}
}

func (c quietOnClose) Check(e zapcore.Entry, ce *zapcore.CheckedEntry) *zapcore.CheckedEntry {
	if c.closing.Load() {
		return ce
	}
	return c.Core.Check(e, ce)
}
