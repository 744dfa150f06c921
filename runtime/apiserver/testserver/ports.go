package testserver

// ports.go: ports for servers a test starts in a child process or hands
// to a server by number (etcd's URLs, kube-apiserver's --secure-port).

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// FreePorts returns n distinct ports free on 127.0.0.1 now.
//
// A port found free is closed again before its server listens on it, so
// another socket can take it in between; callers retry a start that
// meets "address already in use". Where the kernel's ephemeral range can
// be read (Linux), the ports are drawn at random from below it: the
// kernel gives ports from that range to every outgoing connection and
// every listener on port 0, so a port outside it is taken only by a
// socket that names it. That matters most where a process is killed and
// started again on its ports (the fault suite): while it is down, none of
// the test's own connections can take them. Elsewhere the kernel chooses
// (port 0).
func FreePorts(n int) ([]int, error) {
	lo, hi, ok := portsBelowEphemeral()
	if !ok || hi-lo < 100*n {
		return kernelPorts(n)
	}
	return drawPorts(n, lo, hi)
}

// drawPorts returns n distinct ports of [lo, hi) free now, drawn at random.
func drawPorts(n, lo, hi int) ([]int, error) {
	var ports []int
	var listeners []net.Listener
	defer func() {
		for _, l := range listeners {
			l.Close()
		}
	}()
	for tries := 0; len(ports) < n; tries++ {
		if tries == 100*n {
			return nil, fmt.Errorf("no %d free ports found in %d tries in %d-%d", n, tries, lo, hi-1)
		}
		port := lo + rand.IntN(hi-lo)
		l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
		if errors.Is(err, syscall.EADDRINUSE) {
			continue // taken; listening on a port held twice fails too
		}
		if err != nil {
			return nil, err
		}
		listeners = append(listeners, l)
		ports = append(ports, port)
	}
	return ports, nil
}

// lowestTestPort is the lowest port FreePorts draws: above the ports
// services are commonly configured on.
const lowestTestPort = 20000

// portsBelowEphemeral is [lowestTestPort, the ephemeral range's first
// port), read from /proc; ok false where it cannot be read.
func portsBelowEphemeral() (lo, hi int, ok bool) {
	b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err != nil {
		return 0, 0, false
	}
	f := strings.Fields(string(b))
	if len(f) != 2 {
		return 0, 0, false
	}
	first, err := strconv.Atoi(f[0])
	if err != nil {
		return 0, 0, false
	}
	return lowestTestPort, first, true
}

// kernelPorts returns n ports the kernel chooses (listening on port 0).
func kernelPorts(n int) ([]int, error) {
	var ports []int
	var listeners []net.Listener
	defer func() {
		for _, l := range listeners {
			l.Close()
		}
	}()
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		listeners = append(listeners, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}
