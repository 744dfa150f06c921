package faults

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/server/v3/embed"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
)

// etcd member role: the member's configuration comes from the
// environment; fsync stays on, so a SIGKILL loses nothing acknowledged.
func runEtcdMember() {
	cfg := embed.NewConfig()
	cfg.Name = os.Getenv("FAULTS_ETCD_NAME")
	cfg.Dir = os.Getenv("FAULTS_ETCD_DIR")
	client, err := url.Parse(os.Getenv("FAULTS_ETCD_CLIENT"))
	must(err)
	peer, err := url.Parse(os.Getenv("FAULTS_ETCD_PEER"))
	must(err)
	cfg.ListenClientUrls, cfg.AdvertiseClientUrls = []url.URL{*client}, []url.URL{*client}
	cfg.ListenPeerUrls, cfg.AdvertisePeerUrls = []url.URL{*peer}, []url.URL{*peer}
	cfg.InitialCluster = os.Getenv("FAULTS_ETCD_CLUSTER")
	cfg.InitialClusterToken = "faults"
	cfg.ZapLoggerBuilder = embed.NewZapLoggerBuilder(zap.New(zapcore.NewCore(
		zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.Lock(os.Stderr), zapcore.WarnLevel)))
	e, err := embed.StartEtcd(cfg)
	must(err)
	select {
	case <-e.Server.ReadyNotify():
	case err := <-e.Err():
		must(err)
	}
	ready()
	must(<-e.Err())
	waitForever()
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// etcdCluster is three members on loopback, each a child process; its
// ports stay the same across restarts (the membership names them).
type etcdCluster struct {
	members   []*child
	endpoints []string
	client    *clientv3.Client
}

// startEtcdCluster starts the members on free ports. A port found free
// can be taken before a member binds it (by any process's outgoing
// connection, which draws from the same range), so a start that meets
// "address already in use" is tried again on other ports, from empty data
// directories, up to three times.
func startEtcdCluster(dir string) (*etcdCluster, error) {
	var err error
	for range 3 {
		var c *etcdCluster
		if c, err = startEtcdClusterOnce(dir); err == nil || !addressInUse(err) {
			return c, err
		}
		for i := range 3 {
			os.RemoveAll(filepath.Join(dir, fmt.Sprintf("etcd-m%d", i)))
		}
	}
	return nil, err
}

// addressInUse: a child could not listen on a port it was given.
func addressInUse(err error) bool {
	return strings.Contains(err.Error(), "address already in use")
}

func startEtcdClusterOnce(dir string) (*etcdCluster, error) {
	const n = 3
	ports, err := testserver.FreePorts(2 * n)
	if err != nil {
		return nil, err
	}
	var initial []string
	for i := range n {
		initial = append(initial, fmt.Sprintf("m%d=http://127.0.0.1:%d", i, ports[2*i+1]))
	}
	c := &etcdCluster{}
	for i := range n {
		client := fmt.Sprintf("http://127.0.0.1:%d", ports[2*i])
		c.endpoints = append(c.endpoints, client)
		c.members = append(c.members, &child{
			name:    fmt.Sprintf("etcd member m%d", i),
			logPath: filepath.Join(dir, fmt.Sprintf("etcd-m%d.log", i)),
			env: []string{
				roleEnv + "=etcd",
				"FAULTS_ETCD_NAME=" + fmt.Sprintf("m%d", i),
				"FAULTS_ETCD_DIR=" + filepath.Join(dir, fmt.Sprintf("etcd-m%d", i)),
				"FAULTS_ETCD_CLIENT=" + client,
				"FAULTS_ETCD_PEER=" + fmt.Sprintf("http://127.0.0.1:%d", ports[2*i+1]),
				"FAULTS_ETCD_CLUSTER=" + strings.Join(initial, ","),
			},
		})
	}
	// A member is ready once the cluster has a leader: start all at once.
	errs := make(chan error, n)
	for _, m := range c.members {
		go func() { errs <- m.start() }()
	}
	for range n {
		if e := <-errs; e != nil && err == nil {
			err = e
		}
	}
	if err != nil {
		c.stop()
		return nil, err
	}
	c.client, err = clientv3.New(clientv3.Config{Endpoints: c.endpoints, DialTimeout: 5 * time.Second, Logger: zap.NewNop()})
	if err != nil {
		c.stop()
		return nil, err
	}
	return c, nil
}

func (c *etcdCluster) stop() {
	if c.client != nil {
		c.client.Close()
	}
	for _, m := range c.members {
		m.kill()
	}
}

// leader returns the index of the member that leads now.
func (c *etcdCluster) leader(ctx context.Context) (int, error) {
	for i, ep := range c.endpoints {
		sctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		st, err := c.client.Status(sctx, ep)
		cancel()
		if err == nil && st.Leader == st.Header.MemberId {
			return i, nil
		}
	}
	return -1, fmt.Errorf("no member says it leads")
}

// hashes returns each member's hash of the key space at rev.
func (c *etcdCluster) hashes(ctx context.Context, rev int64) ([]uint32, error) {
	var out []uint32
	for _, ep := range c.endpoints {
		h, err := c.client.HashKV(ctx, ep, rev)
		if err != nil {
			return nil, fmt.Errorf("hash of %s at %d: %w", ep, rev, err)
		}
		out = append(out, h.Hash)
	}
	return out, nil
}
