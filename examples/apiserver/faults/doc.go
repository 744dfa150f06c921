// Package faults is the fault suite (docs/reliability.md): a three-member
// etcd cluster and three example-server replicas, each a child process of
// the test binary, under bounded write, list and watch load on loopback,
// while etcd members, the etcd leader and replicas are killed with SIGKILL
// and restarted and history is compacted and defragmented. What the
// clients saw is then checked against etcd's own history (package check):
// acknowledged writes, per-object linearizability, every list, every
// watch, informers, and the members' hashes.
//
// Everything is in the tests; this file only names the package.
package faults
