package builtin

// The tables of the built-in kinds (docs/builtin-tables.md): each kind's
// printer columns are declared in its group version's package so that the
// generated table convertor gives kube-apiserver 1.37's own table
// (pkg/printers/internalversion), which builtin/kubeprinters checks on
// random objects against k8s.io/kubernetes' printers. These two lists are
// the exceptions, keyed by kind and group ("Pod.", "Deployment.apps"), with
// why: builtin/kubeprinters skips the first and pins the second, and
// docs/builtin-tables.md prints both.

// TablesNotDeclared are the kinds whose columns are not declared yet:
// their generated table is the default (Name, and Age as a CRD's).
var TablesNotDeclared = map[string]string{}

// TableDifferences are the declared kinds whose generated table still
// differs from kube-apiserver's, deliberately.
var TableDifferences = map[string]string{
	"HorizontalPodAutoscaler.autoscaling": "an autoscaling/v1 object keeps metrics other than CPU in annotations (autoscaling.alpha.kubernetes.io/metrics, .../current-metrics), which kube-apiserver decodes before printing Targets; the v1 declaration prints the CPU target and utilization of the v1 fields, as kube-apiserver does for an object without those annotations (autoscaling/v2 objects are printed alike)",
}
