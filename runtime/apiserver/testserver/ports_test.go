package testserver

import (
	"net"
	"strconv"
	"testing"
)

func TestFreePorts(t *testing.T) {
	ports, err := FreePorts(8)
	if err != nil {
		t.Fatal(err)
	}
	if len(ports) != 8 {
		t.Fatalf("got %d ports, want 8: %v", len(ports), ports)
	}
	lo, hi, below := portsBelowEphemeral()
	seen := map[int]bool{}
	for _, p := range ports {
		if seen[p] {
			t.Errorf("port %d given twice: %v", p, ports)
		}
		seen[p] = true
		if below && (p < lo || p >= hi) {
			t.Errorf("port %d outside %d-%d, below the ephemeral range", p, lo, hi-1)
		}
		l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(p)))
		if err != nil {
			t.Errorf("port %d is not free: %v", p, err)
			continue
		}
		l.Close()
	}
}

// A port some socket holds is never given.
func TestFreePortsSkipsHeldPorts(t *testing.T) {
	lo, hi, below := portsBelowEphemeral()
	if !below {
		t.Skip("the ephemeral range cannot be read here")
	}
	// Hold every port of a small range and draw from it alone.
	var held []net.Listener
	defer func() {
		for _, l := range held {
			l.Close()
		}
	}()
	free := 0
	for p := lo; p < lo+300 && p < hi; p++ {
		l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(p)))
		if err != nil {
			continue
		}
		if p%3 == 0 {
			free++
			l.Close()
			continue
		}
		held = append(held, l)
	}
	if free < 2 {
		t.Skip("too few ports free here")
	}
	got, err := drawPorts(2, lo, lo+300)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range got {
		if p%3 != 0 {
			t.Errorf("port %d is held, yet given", p)
		}
	}
}
