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
// differs from kube-apiserver's, deliberately. None: the last one,
// autoscaling/v1 HorizontalPodAutoscaler's metrics kept in annotations,
// is printed by hand-written code (autoscaling/v1/annotatedmetrics.go).
var TableDifferences = map[string]string{}
