package faults

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// child is one child process in a role: started again after each kill,
// its output appended to one log file.
type child struct {
	name    string
	env     []string
	logPath string

	mu      sync.Mutex
	cmd     *exec.Cmd
	exited  chan struct{}
	killing bool
	// unexpected collects exits nobody asked for (a consistency checker
	// panic, a crash): each one is a violation.
	unexpected []string
}

// start runs the child and waits until it prints "ready".
func (c *child) start() error {
	log, err := os.OpenFile(c.logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "=== start %s at %s\n", c.name, time.Now().Format(time.RFC3339Nano))
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), c.env...)
	cmd.Stderr = log
	// A child dies with the test binary: nothing outlives the suite.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		log.Close()
		return err
	}
	if err := cmd.Start(); err != nil {
		log.Close()
		return err
	}
	ready := make(chan error, 1)
	go func() {
		r := bufio.NewReader(stdout)
		for {
			line, err := r.ReadString('\n')
			if strings.TrimSpace(line) == "ready" {
				ready <- nil
				io.Copy(log, r)
				return
			}
			log.WriteString(line)
			if err != nil {
				// The child wrote its standard error to the log itself, and
				// its standard output has ended: the log is complete.
				tail, _ := os.ReadFile(c.logPath)
				if lines := strings.Split(strings.TrimRight(string(tail), "\n"), "\n"); len(lines) > 20 {
					tail = []byte(strings.Join(lines[len(lines)-20:], "\n"))
				}
				ready <- fmt.Errorf("%s exited before it was ready (log: %s):\n%s", c.name, c.logPath, tail)
				return
			}
		}
	}()
	exited := make(chan struct{})
	c.mu.Lock()
	c.cmd, c.exited, c.killing = cmd, exited, false
	c.mu.Unlock()
	go func() {
		err := cmd.Wait()
		log.Close()
		c.mu.Lock()
		if !c.killing {
			c.unexpected = append(c.unexpected, fmt.Sprintf("%s exited by itself: %v (log: %s)", c.name, err, c.logPath))
		}
		c.mu.Unlock()
		close(exited)
	}()
	select {
	case err := <-ready:
		if err != nil {
			c.kill()
		}
		return err
	case <-time.After(2 * time.Minute):
		c.kill()
		return fmt.Errorf("%s not ready after two minutes (log: %s)", c.name, c.logPath)
	}
}

// kill sends SIGKILL and waits for the process to end.
func (c *child) kill() {
	c.mu.Lock()
	cmd, exited := c.cmd, c.exited
	c.killing = true
	c.mu.Unlock()
	if cmd == nil {
		return
	}
	cmd.Process.Signal(syscall.SIGKILL)
	<-exited
}

// tail returns the end of the child's log, for a failure report.
func (c *child) tail() string {
	b, _ := os.ReadFile(c.logPath)
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

// ready is what a child prints once it serves.
func ready() { fmt.Println("ready") }

// waitForever blocks until the process is killed.
func waitForever() { select {} }
