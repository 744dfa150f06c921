package kubeprinters

import (
	"fmt"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// TestPodStatusBranches: hand-made pods for each branch of
// kube-apiserver's Pod Ready, Status and Restarts cells (printPod), beyond
// what random pods reach, compared as TestTablesEqualUpstream compares.
func TestPodStatusBranches(t *testing.T) {
	var d *selectableruntime.Descriptor
	for _, x := range builtin.Descriptors {
		if x.Group == "" && x.Kind == "Pod" {
			d = x
		}
	}
	now := metav1.NewTime(time.Now().Truncate(time.Second))
	ago := func(d time.Duration) metav1.Time { return metav1.NewTime(now.Add(-d)) }
	always := corev1.ContainerRestartPolicyAlways
	yes := true
	running := corev1.ContainerState{Running: &corev1.ContainerStateRunning{StartedAt: ago(time.Hour)}}
	waiting := func(reason string) corev1.ContainerState {
		return corev1.ContainerState{Waiting: &corev1.ContainerStateWaiting{Reason: reason}}
	}
	terminated := func(exit, signal int32, reason string) corev1.ContainerState {
		return corev1.ContainerState{Terminated: &corev1.ContainerStateTerminated{ExitCode: exit, Signal: signal, Reason: reason, FinishedAt: ago(time.Minute)}}
	}
	ready := func(name string, state corev1.ContainerState) corev1.ContainerStatus {
		return corev1.ContainerStatus{Name: name, Ready: true, State: state}
	}
	status := func(name string, state corev1.ContainerState) corev1.ContainerStatus {
		return corev1.ContainerStatus{Name: name, State: state}
	}
	restarted := func(s corev1.ContainerStatus, n int32, finished *metav1.Time) corev1.ContainerStatus {
		s.RestartCount = n
		if finished != nil {
			s.LastTerminationState.Terminated = &corev1.ContainerStateTerminated{FinishedAt: *finished}
		}
		return s
	}
	condition := func(typ corev1.PodConditionType, st corev1.ConditionStatus, reason string) corev1.PodCondition {
		return corev1.PodCondition{Type: typ, Status: st, Reason: reason}
	}
	containers := func(names ...string) []corev1.Container {
		var cs []corev1.Container
		for _, n := range names {
			cs = append(cs, corev1.Container{Name: n})
		}
		return cs
	}
	sidecar := corev1.Container{Name: "sidecar", RestartPolicy: &always}
	t5, t9 := ago(5*time.Minute), ago(9*time.Hour)

	cases := map[string]func(p *corev1.Pod){
		"running": func(p *corev1.Pod) {
			p.Status.Phase = corev1.PodRunning
			p.Status.ContainerStatuses = []corev1.ContainerStatus{ready("app", running)}
		},
		"evicted": func(p *corev1.Pod) { p.Status.Phase, p.Status.Reason = corev1.PodFailed, "Evicted" },
		"scheduling gated": func(p *corev1.Pod) {
			p.Status.Conditions = []corev1.PodCondition{condition(corev1.PodScheduled, corev1.ConditionFalse, "SchedulingGated")}
		},
		"init signal": func(p *corev1.Pod) {
			p.Spec.InitContainers = containers("init")
			p.Status.InitContainerStatuses = []corev1.ContainerStatus{status("init", terminated(137, 9, ""))}
		},
		"init exit code": func(p *corev1.Pod) {
			p.Spec.InitContainers = containers("init")
			p.Status.InitContainerStatuses = []corev1.ContainerStatus{status("init", terminated(2, 0, ""))}
		},
		"init reason": func(p *corev1.Pod) {
			p.Spec.InitContainers = containers("init")
			p.Status.InitContainerStatuses = []corev1.ContainerStatus{status("init", terminated(1, 0, "Error"))}
		},
		"init waiting": func(p *corev1.Pod) {
			p.Spec.InitContainers = containers("a", "b")
			p.Status.InitContainerStatuses = []corev1.ContainerStatus{status("a", terminated(0, 0, "Completed")), status("b", waiting("CrashLoopBackOff"))}
		},
		"init progress": func(p *corev1.Pod) {
			p.Spec.InitContainers = containers("a", "b", "c")
			p.Status.InitContainerStatuses = []corev1.ContainerStatus{status("a", terminated(0, 0, "")), status("b", waiting("PodInitializing")), status("c", waiting(""))}
		},
		"sidecar started": func(p *corev1.Pod) {
			p.Spec.InitContainers = []corev1.Container{sidecar}
			p.Spec.Containers = containers("app")
			s := ready("sidecar", running)
			s.Started = &yes
			p.Status.InitContainerStatuses = []corev1.ContainerStatus{restarted(s, 2, &t9)}
			p.Status.ContainerStatuses = []corev1.ContainerStatus{restarted(ready("app", running), 1, &t5)}
		},
		"initializing but initialized": func(p *corev1.Pod) {
			p.Spec.InitContainers = containers("init")
			p.Status.InitContainerStatuses = []corev1.ContainerStatus{restarted(status("init", waiting("")), 4, &t9)}
			p.Status.Conditions = []corev1.PodCondition{condition(corev1.PodInitialized, corev1.ConditionTrue, "")}
			p.Status.ContainerStatuses = []corev1.ContainerStatus{restarted(ready("app", running), 1, nil)}
		},
		"initializing, restarts of all init containers": func(p *corev1.Pod) {
			p.Spec.InitContainers = []corev1.Container{sidecar, {Name: "init"}}
			s := ready("sidecar", running)
			s.Started = &yes
			p.Status.InitContainerStatuses = []corev1.ContainerStatus{restarted(s, 1, &t9), restarted(status("init", terminated(3, 0, "")), 2, &t5)}
			p.Status.ContainerStatuses = []corev1.ContainerStatus{restarted(ready("app", running), 7, &t5)}
		},
		"lowest container's reason": func(p *corev1.Pod) {
			p.Status.ContainerStatuses = []corev1.ContainerStatus{status("a", waiting("ImagePullBackOff")), status("b", terminated(0, 15, "")), status("c", terminated(3, 0, ""))}
		},
		"completed but running and ready": func(p *corev1.Pod) {
			p.Status.Conditions = []corev1.PodCondition{condition(corev1.PodReady, corev1.ConditionTrue, "")}
			p.Status.ContainerStatuses = []corev1.ContainerStatus{status("a", terminated(0, 0, "Completed")), ready("b", running)}
		},
		"completed, running, not ready": func(p *corev1.Pod) {
			p.Status.ContainerStatuses = []corev1.ContainerStatus{status("a", terminated(0, 0, "Completed")), ready("b", running)}
		},
		"completed with an error": func(p *corev1.Pod) {
			p.Status.ContainerStatuses = []corev1.ContainerStatus{status("a", terminated(0, 0, "Completed")), status("b", terminated(1, 0, "OOMKilled")), status("c", terminated(2, 0, "Error"))}
		},
		"node lost": func(p *corev1.Pod) {
			p.DeletionTimestamp = &now
			p.Status.Phase, p.Status.Reason = corev1.PodRunning, "NodeLost"
		},
		"terminating": func(p *corev1.Pod) {
			p.DeletionTimestamp = &now
			p.Status.Phase = corev1.PodRunning
		},
		"deleted but succeeded": func(p *corev1.Pod) {
			p.DeletionTimestamp = &now
			p.Status.Phase = corev1.PodSucceeded
		},
		"restarts without a finish time": func(p *corev1.Pod) {
			p.Status.ContainerStatuses = []corev1.ContainerStatus{restarted(ready("app", running), 3, nil)}
		},
		"readiness gates and addresses": func(p *corev1.Pod) {
			p.Spec.NodeName = "node-1"
			p.Spec.ReadinessGates = []corev1.PodReadinessGate{{ConditionType: "a"}, {ConditionType: "b"}, {ConditionType: "c"}}
			p.Status.Conditions = []corev1.PodCondition{condition("a", corev1.ConditionTrue, ""), condition("b", corev1.ConditionFalse, ""), condition("a", corev1.ConditionFalse, "")}
			p.Status.NominatedNodeName = "node-2"
			p.Status.PodIP, p.Status.PodIPs = "10.0.0.1", []corev1.PodIP{{IP: "10.0.0.1"}, {IP: "fd00::1"}}
		},
	}
	for name, set := range cases {
		pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "pod", CreationTimestamp: ago(time.Hour)}}
		pod.Spec.Containers = containers("app")
		set(pod)
		compare(t, fmt.Sprintf("pod %q", name), d, stored(t, d, pod), nil)
	}
}
