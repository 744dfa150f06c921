package served_test

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/utils/ptr"

	gardencorev1beta1 "github.com/gardener/gardener/pkg/apis/core/v1beta1"
)

// The objects are the smallest Gardener's validation accepts, varied in
// what the declarations select on: references that occur, repeat and are
// absent.

const namespaceA, namespaceB = "garden-a", "garden-b"

// seedOf is seed-0, seed-1, seed-2, or none every fourth.
func seedOf(i int) *string {
	if i%4 == 3 {
		return nil
	}
	return ptr.To(fmt.Sprintf("seed-%d", i%3))
}

func project(i int) *gardencorev1beta1.Project {
	p := &gardencorev1beta1.Project{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("p%d", i), Labels: map[string]string{"parity": parity(i)}}}
	if i%3 != 2 {
		p.Spec.Namespace = ptr.To(fmt.Sprintf("garden-p%d", i%4))
	}
	return p
}

func backupBucket(i int) *gardencorev1beta1.BackupBucket {
	b := &gardencorev1beta1.BackupBucket{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("bucket-%d", i), Labels: map[string]string{"parity": parity(i)}},
		Spec: gardencorev1beta1.BackupBucketSpec{
			Provider:       gardencorev1beta1.BackupBucketProvider{Type: "local", Region: "region-1"},
			CredentialsRef: &corev1.ObjectReference{APIVersion: "v1", Kind: "Secret", Namespace: "garden", Name: "backup"},
			SeedName:       seedOf(i),
		},
	}
	if b.Spec.SeedName == nil {
		b.Spec.ShootRef = backupShootRef(i)
	}
	return b
}

// backupShootRef is the Shoot a seedless backup object belongs to.
func backupShootRef(i int) *corev1.ObjectReference {
	ref := shootRef(i)
	ref.APIVersion, ref.Kind = "core.gardener.cloud/v1beta1", "Shoot"
	return ref
}

// shootRef is the Shoot a seedless object belongs to.
func shootRef(i int) *corev1.ObjectReference {
	return &corev1.ObjectReference{Name: fmt.Sprintf("shoot-%d", i), Namespace: namespaceOf(i)}
}

func backupEntry(i int) *gardencorev1beta1.BackupEntry {
	e := &gardencorev1beta1.BackupEntry{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("entry-%d", i), Namespace: namespaceOf(i), Labels: map[string]string{"parity": parity(i)}},
		Spec: gardencorev1beta1.BackupEntrySpec{
			BucketName: fmt.Sprintf("bucket-%d", i%3),
			SeedName:   seedOf(i + 1),
		},
	}
	if e.Spec.SeedName == nil {
		e.Spec.ShootRef = backupShootRef(i)
	}
	return e
}

func controllerInstallation(i int) *gardencorev1beta1.ControllerInstallation {
	c := &gardencorev1beta1.ControllerInstallation{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("installation-%d", i), Labels: map[string]string{"parity": parity(i)}},
		Spec: gardencorev1beta1.ControllerInstallationSpec{
			RegistrationRef: corev1.ObjectReference{Name: fmt.Sprintf("registration-%d", i%2)},
			DeploymentRef:   &corev1.ObjectReference{Name: "deployment"},
		},
	}
	if seed := seedOf(i); seed != nil {
		c.Spec.SeedRef = &corev1.ObjectReference{Name: *seed}
	} else {
		c.Spec.ShootRef = shootRef(i)
	}
	return c
}

func internalSecret(i int) *gardencorev1beta1.InternalSecret {
	types := []corev1.SecretType{corev1.SecretTypeOpaque, "example.com/custom", ""}
	return &gardencorev1beta1.InternalSecret{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("secret-%d", i), Namespace: namespaceOf(i), Labels: map[string]string{"parity": parity(i)}},
		Type:       types[i%3],
		Data:       map[string][]byte{"key": []byte("value")},
	}
}

func shoot(i int) *gardencorev1beta1.Shoot {
	s := &gardencorev1beta1.Shoot{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("shoot-%d", i), Namespace: namespaceOf(i), Labels: map[string]string{"parity": parity(i)}},
		Spec: gardencorev1beta1.ShootSpec{
			Region:     "region-1",
			Provider:   gardencorev1beta1.Provider{Type: "local"},
			Kubernetes: gardencorev1beta1.Kubernetes{Version: "1.33.0"},
			SeedName:   seedOf(i),
			// Gardener defaults a random window otherwise.
			Maintenance: &gardencorev1beta1.Maintenance{TimeWindow: &gardencorev1beta1.MaintenanceTimeWindow{Begin: "220000+0000", End: "230000+0000"}},
		},
	}
	switch i % 3 {
	case 0:
		s.Spec.CloudProfileName = ptr.To("profile-1")
	case 1:
		s.Spec.CloudProfile = &gardencorev1beta1.CloudProfileReference{Kind: "NamespacedCloudProfile", Name: "custom"}
	default:
		s.Spec.CloudProfile = &gardencorev1beta1.CloudProfileReference{Kind: "CloudProfile", Name: "profile-2"}
	}
	return s
}

func parity(i int) string { return []string{"even", "odd"}[i%2] }

func namespaceOf(i int) string { return []string{namespaceA, namespaceB}[i%2] }

func quota(i int) *gardencorev1beta1.Quota {
	return &gardencorev1beta1.Quota{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("quota-%d", i), Namespace: namespaceOf(i)},
		Spec: gardencorev1beta1.QuotaSpec{
			ClusterLifetimeDays: ptr.To(int32(7 * (i + 1))),
			Scope:               corev1.ObjectReference{APIVersion: "core.gardener.cloud/v1beta1", Kind: "Project"},
			Metrics:             corev1.ResourceList{corev1.ResourceCPU: resource.MustParse(fmt.Sprint(10 * (i + 1)))},
		},
	}
}

func secretBinding(i int) *gardencorev1beta1.SecretBinding {
	return &gardencorev1beta1.SecretBinding{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("binding-%d", i), Namespace: namespaceOf(i)},
		SecretRef:  corev1.SecretReference{Name: "secret", Namespace: namespaceOf(i)},
		Provider:   &gardencorev1beta1.SecretBindingProvider{Type: []string{"local", "local,other"}[i%2]},
	}
}

func exposureClass(i int) *gardencorev1beta1.ExposureClass {
	return &gardencorev1beta1.ExposureClass{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("exposure-%d", i)}, Handler: fmt.Sprintf("handler-%d", i)}
}

func controllerRegistration(i int) *gardencorev1beta1.ControllerRegistration {
	r := &gardencorev1beta1.ControllerRegistration{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("registration-%d", i)}}
	if i%2 == 0 {
		r.Spec.Resources = []gardencorev1beta1.ControllerResource{{Kind: "Infrastructure", Type: fmt.Sprintf("type-%d", i)}, {Kind: "Extension", Type: "ext"}}
	}
	return r
}

func controllerDeployment(i int) *gardencorev1beta1.ControllerDeployment {
	return &gardencorev1beta1.ControllerDeployment{
		ObjectMeta:     metav1.ObjectMeta{Name: fmt.Sprintf("deployment-%d", i)},
		Type:           "helm",
		ProviderConfig: runtime.RawExtension{Raw: []byte(`{"chart":"Y2hhcnQ="}`)},
	}
}

func shootState(i int) *gardencorev1beta1.ShootState {
	return &gardencorev1beta1.ShootState{ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("shoot-%d", i), Namespace: namespaceOf(i)}}
}

func cloudProfile(i int) *gardencorev1beta1.CloudProfile {
	return &gardencorev1beta1.CloudProfile{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("profile-%d", i)},
		Spec: gardencorev1beta1.CloudProfileSpec{
			Type:       "local",
			Kubernetes: gardencorev1beta1.KubernetesSettings{Versions: []gardencorev1beta1.ExpirableVersion{{Version: "1.33.0"}}},
			MachineImages: []gardencorev1beta1.MachineImage{{Name: "image", Versions: []gardencorev1beta1.MachineImageVersion{
				{ExpirableVersion: gardencorev1beta1.ExpirableVersion{Version: "1.0.0"}, CRI: []gardencorev1beta1.CRI{{Name: "containerd"}}, Architectures: []string{"amd64"}}}}},
			MachineTypes: []gardencorev1beta1.MachineType{{Name: "small", CPU: resource.MustParse("2"), GPU: resource.MustParse("0"), Memory: resource.MustParse("4Gi"), Architecture: ptr.To("amd64")}},
			Regions:      []gardencorev1beta1.Region{{Name: "region-1"}},
		},
	}
}

func namespacedCloudProfile(i int) *gardencorev1beta1.NamespacedCloudProfile {
	return &gardencorev1beta1.NamespacedCloudProfile{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("custom-%d", i), Namespace: namespaceOf(i)},
		Spec:       gardencorev1beta1.NamespacedCloudProfileSpec{Parent: gardencorev1beta1.CloudProfileReference{Kind: "CloudProfile", Name: fmt.Sprintf("profile-%d", i)}},
	}
}

func seed(i int) *gardencorev1beta1.Seed {
	return &gardencorev1beta1.Seed{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("seed-%d", i)},
		Spec: gardencorev1beta1.SeedSpec{
			Provider: gardencorev1beta1.SeedProvider{Type: "local", Region: "region-1"},
			Networks: gardencorev1beta1.SeedNetworks{Pods: "10.1.0.0/16", Services: "10.2.0.0/16", Nodes: ptr.To("10.3.0.0/16")},
			DNS: gardencorev1beta1.SeedDNS{
				Provider: &gardencorev1beta1.SeedDNSProvider{Type: "local", CredentialsRef: &corev1.ObjectReference{APIVersion: "v1", Kind: "Secret", Name: "dns", Namespace: "garden"}},
				Internal: &gardencorev1beta1.SeedDNSProviderConfig{Type: "local", Domain: fmt.Sprintf("internal.seed-%d.example.com", i),
					CredentialsRef: corev1.ObjectReference{APIVersion: "v1", Kind: "Secret", Name: "dns", Namespace: "garden"}},
			},
			Ingress: &gardencorev1beta1.Ingress{Domain: fmt.Sprintf("ingress.seed-%d.example.com", i), Controller: gardencorev1beta1.IngressController{Kind: "nginx"}},
		},
	}
}
