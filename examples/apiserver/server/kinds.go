package server

import (
	autoscalingv1 "k8s.io/api/autoscaling/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"

	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
)

// servedKinds wires each example kind's generated functions into the
// registry. Nothing here decides semantics: field selection, tables,
// selector generation and the subresources are the generated code's.
func servedKinds() []*kind {
	return []*kind{
		{
			// The KEP-4358 kind, exactly as the KEP serves it.
			resource:   stablev1.SchemeGroupVersion.WithResource("selectors").GroupResource(),
			singular:   "selector",
			namespaced: true,
			newObj:     func() runtime.Object { return &stablev1.Selector{} },
			newList:    func() runtime.Object { return &stablev1.SelectorList{} },
			getAttrs:   stablev1.SelectorGetAttrs,
			table:      stablev1.SelectorTableConvertor{},
		},
		{
			// The Job-like kind: selector generation on create, /status.
			resource:   batchv1.SchemeGroupVersion.WithResource("jobs").GroupResource(),
			singular:   "job",
			namespaced: true,
			newObj:     func() runtime.Object { return &batchv1.Job{} },
			newList:    func() runtime.Object { return &batchv1.JobList{} },
			getAttrs:   batchv1.JobGetAttrs,
			table:      batchv1.JobTableConvertor{},
			prepareCreate: func(obj runtime.Object) {
				job := obj.(*batchv1.Job)
				batchv1.PrepareJobForCreate(job)
				batchv1.GenerateJobSelector(job)
			},
			prepareUpdate: func(obj, old runtime.Object) {
				batchv1.PrepareJobForUpdate(obj.(*batchv1.Job), old.(*batchv1.Job))
			},
			validate: func(obj runtime.Object) field.ErrorList {
				return batchv1.ValidateJobSelector(obj.(*batchv1.Job), nil)
			},
			resetFields: batchv1.JobResetFields,
			prepareStatus: func(obj, old runtime.Object) {
				batchv1.PrepareJobStatusForUpdate(obj.(*batchv1.Job), old.(*batchv1.Job))
			},
			statusReset: batchv1.JobStatusResetFields,
		},
		{
			// A namespaced kind with /status and /scale.
			resource:   workloadsv1.SchemeGroupVersion.WithResource("rollouts").GroupResource(),
			singular:   "rollout",
			namespaced: true,
			newObj:     func() runtime.Object { return &workloadsv1.Rollout{} },
			newList:    func() runtime.Object { return &workloadsv1.RolloutList{} },
			getAttrs:   workloadsv1.RolloutGetAttrs,
			table:      workloadsv1.RolloutTableConvertor{},
			prepareCreate: func(obj runtime.Object) {
				workloadsv1.PrepareRolloutForCreate(obj.(*workloadsv1.Rollout))
			},
			prepareUpdate: func(obj, old runtime.Object) {
				workloadsv1.PrepareRolloutForUpdate(obj.(*workloadsv1.Rollout), old.(*workloadsv1.Rollout))
			},
			validate: func(obj runtime.Object) field.ErrorList {
				o := obj.(*workloadsv1.Rollout)
				return append(workloadsv1.ValidateRolloutScaleSpec(o), workloadsv1.ValidateRolloutScaleStatus(o)...)
			},
			resetFields: workloadsv1.RolloutResetFields,
			prepareStatus: func(obj, old runtime.Object) {
				workloadsv1.PrepareRolloutStatusForUpdate(obj.(*workloadsv1.Rollout), old.(*workloadsv1.Rollout))
			},
			validateStatus: func(obj runtime.Object) field.ErrorList {
				return workloadsv1.ValidateRolloutScaleStatus(obj.(*workloadsv1.Rollout))
			},
			statusReset: workloadsv1.RolloutStatusResetFields,
			toScale: func(obj runtime.Object) (*autoscalingv1.Scale, error) {
				return workloadsv1.RolloutToScale(obj.(*workloadsv1.Rollout))
			},
			applyScale: func(obj runtime.Object, scale *autoscalingv1.Scale) error {
				return workloadsv1.ApplyScaleToRollout(obj.(*workloadsv1.Rollout), scale)
			},
			scaleReplicasPath: workloadsv1.RolloutScaleReplicasPath,
		},
		{
			// A cluster-scoped kind (declared with kubebuilder markers)
			// with /status and /scale.
			resource:   workloadsv1.SchemeGroupVersion.WithResource("workers").GroupResource(),
			singular:   "worker",
			namespaced: false,
			newObj:     func() runtime.Object { return &workloadsv1.Worker{} },
			newList:    func() runtime.Object { return &workloadsv1.WorkerList{} },
			getAttrs:   workloadsv1.WorkerGetAttrs,
			table:      workloadsv1.WorkerTableConvertor{},
			prepareCreate: func(obj runtime.Object) {
				workloadsv1.PrepareWorkerForCreate(obj.(*workloadsv1.Worker))
			},
			prepareUpdate: func(obj, old runtime.Object) {
				workloadsv1.PrepareWorkerForUpdate(obj.(*workloadsv1.Worker), old.(*workloadsv1.Worker))
			},
			validate: func(obj runtime.Object) field.ErrorList {
				o := obj.(*workloadsv1.Worker)
				return append(workloadsv1.ValidateWorkerScaleSpec(o), workloadsv1.ValidateWorkerScaleStatus(o)...)
			},
			resetFields: workloadsv1.WorkerResetFields,
			prepareStatus: func(obj, old runtime.Object) {
				workloadsv1.PrepareWorkerStatusForUpdate(obj.(*workloadsv1.Worker), old.(*workloadsv1.Worker))
			},
			validateStatus: func(obj runtime.Object) field.ErrorList {
				return workloadsv1.ValidateWorkerScaleStatus(obj.(*workloadsv1.Worker))
			},
			statusReset: workloadsv1.WorkerStatusResetFields,
			toScale: func(obj runtime.Object) (*autoscalingv1.Scale, error) {
				return workloadsv1.WorkerToScale(obj.(*workloadsv1.Worker))
			},
			applyScale: func(obj runtime.Object, scale *autoscalingv1.Scale) error {
				return workloadsv1.ApplyScaleToWorker(obj.(*workloadsv1.Worker), scale)
			},
			scaleReplicasPath: workloadsv1.WorkerScaleReplicasPath,
		},
	}
}

// groupOf groups the served kinds by API group version.
func groupOf(k *kind) schema.GroupVersion {
	for _, g := range servedGroups {
		if g.gv.Group == k.resource.Group {
			return g.gv
		}
	}
	panic("kind " + k.resource.String() + " has no served group")
}
