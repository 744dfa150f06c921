package served

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/registry/rest"

	"github.com/gardener/gardener/pkg/apis/core"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/backupbucket"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/backupentry"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/cloudprofile"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/controllerdeployment"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/controllerinstallation"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/controllerregistration"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/exposureclass"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/internalsecret"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/namespacedcloudprofile"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/project"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/quota"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/secretbinding"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/seed"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/shoot"
	"github.com/gardener/gardener/pkg/apiserver/registry/core/shootstate"

	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
)

// Hooks are Gardener's strategies as runtime/apiserver's hooks, by kind:
// what stays hand-written when the group is served from declarations
// (docs/wiring.md). Gardener's PrepareForCreate and PrepareForUpdate
// replace the conventions (its generation rules differ: a Shoot's is
// bumped for some annotations, its status kept on the main resource);
// its validation adds to the metadata checks; /status runs its status
// strategy; the Shoot store's read decorator fills the DNS providers'
// credentials as Gardener's store does.
func Hooks() map[string]selectableapiserver.Hooks {
	shootHooks := strategyHooks(shoot.NewStrategy(CredentialsRotationInterval), shoot.NewStatusStrategy())
	shootHooks.Decorator = syncDNSProviderCredentials
	return map[string]selectableapiserver.Hooks{
		"BackupBucket":           strategyHooks(backupbucket.Strategy, backupbucket.StatusStrategy),
		"BackupEntry":            strategyHooks(backupentry.Strategy, backupentry.StatusStrategy),
		"CloudProfile":           strategyHooks(cloudprofile.Strategy, cloudprofile.StatusStrategy),
		"ControllerDeployment":   strategyHooks(controllerdeployment.Strategy, nil),
		"ControllerInstallation": strategyHooks(controllerinstallation.Strategy, controllerinstallation.StatusStrategy),
		"ControllerRegistration": strategyHooks(controllerregistration.Strategy, nil),
		"ExposureClass":          strategyHooks(exposureclass.NewStrategy(), nil),
		"InternalSecret":         strategyHooks(internalsecret.Strategy, nil),
		"NamespacedCloudProfile": strategyHooks(namespacedcloudprofile.Strategy, namespacedcloudprofile.StatusStrategy),
		"Project":                strategyHooks(project.Strategy, project.StatusStrategy),
		"Quota":                  strategyHooks(quota.Strategy, nil),
		"SecretBinding":          strategyHooks(secretbinding.Strategy, nil),
		"Seed":                   strategyHooks(seed.NewStrategy(), seed.NewStatusStrategy()),
		"Shoot":                  shootHooks,
		"ShootState":             strategyHooks(shootstate.Strategy, nil),
	}
}

// strategyHooks plugs a hand-written strategy (and its /status strategy,
// if any) into runtime/apiserver.
func strategyHooks(s rest.RESTCreateUpdateStrategy, status rest.RESTUpdateStrategy) selectableapiserver.Hooks {
	h := selectableapiserver.Hooks{
		NameGenerator:    s,
		PrepareForCreate: s.PrepareForCreate,
		PrepareForUpdate: s.PrepareForUpdate,
		Validate:         s.Validate,
		ValidateUpdate:   s.ValidateUpdate,
		WarningsOnCreate: s.WarningsOnCreate,
		WarningsOnUpdate: s.WarningsOnUpdate,
		Canonicalize:     s.Canonicalize,
		// Gardener's Project, Seed, Quota, CloudProfile, ... strategies
		// let an update without a resource version through.
		AllowCreateOnUpdate:      s.AllowCreateOnUpdate(),
		AllowUnconditionalUpdate: s.AllowUnconditionalUpdate(),
	}
	if status != nil {
		h.PrepareForStatusUpdate = status.PrepareForUpdate
		h.ValidateStatusUpdate = status.ValidateUpdate
	}
	return h
}

// syncDNSProviderCredentials is Gardener's Shoot store decorator
// (pkg/apiserver/registry/core/shoot/storage's defaultOnRead, unexported
// there), calling the same exported function.
func syncDNSProviderCredentials(obj runtime.Object) {
	switch s := obj.(type) {
	case *core.Shoot:
		shoot.SyncDNSProviderCredentials(s)
	case *core.ShootList:
		for i := range s.Items {
			shoot.SyncDNSProviderCredentials(&s.Items[i])
		}
	}
}
