package v1alpha1

import (
	seedmanagementv1alpha1 "github.com/gardener/gardener/pkg/apis/seedmanagement/v1alpha1"
)

// ManagedSeed selects by its shoot, the watch cache's trigger. Its table's
// Status is the SeedRegistered condition's, in words.
//
// +k8s:schema:selectableField:jsonPath=".spec.shoot.name",trigger=true
// +k8s:printerColumn:name="Status",type=string,format=name,description="",expression=`!has(self.status.conditions) || !self.status.conditions.exists(c, c.type == "SeedRegistered") || self.status.conditions.filter(c, c.type == "SeedRegistered")[0].status == "Unknown" ? "Unknown" : (self.status.conditions.filter(c, c.type == "SeedRegistered")[0].status == "True" ? "Registered" : "NotRegistered")`
// +k8s:printerColumn:name="Shoot",type=string,format=name,description="",expression=`has(self.spec.shoot) ? self.spec.shoot.name : ""`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ManagedSeed = seedmanagementv1alpha1.ManagedSeed

// ManagedSeedList is a list of ManagedSeeds.
type ManagedSeedList = seedmanagementv1alpha1.ManagedSeedList

// ManagedSeedSet has no field selectors of its own.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Ready",type=string,format=name,description="",expression=`"%d/%d".format([has(self.status.readyReplicas) ? self.status.readyReplicas : 0, self.spec.replicas])`
// +k8s:printerColumn:name="Pending",type=string,format=name,description="",expression=`has(self.status.pendingReplica) ? self.status.pendingReplica.name + ":" + self.status.pendingReplica.reason : ""`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ManagedSeedSet = seedmanagementv1alpha1.ManagedSeedSet

// ManagedSeedSetList is a list of ManagedSeedSets.
type ManagedSeedSetList = seedmanagementv1alpha1.ManagedSeedSetList

// Gardenlet has no field selectors of its own; its table prints the chart's
// OCI reference as OCIRepository.GetURL does (the reference, or the
// repository with its digest or tag, without an oci:// prefix).
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumnVariable:name=url,expression=`cel.bind(oci, self.spec.deployment.helm.ociRepository, has(oci.ref) ? oci.ref : (has(oci.digest) ? oci.repository + "@" + oci.digest : (has(oci.tag) ? oci.repository + ":" + oci.tag : "")))`
// +k8s:printerColumn:name="OCI Repository",type=string,format=name,description="",expression=`variables.url.startsWith("oci://") ? variables.url.replace("oci://", "", 1) : variables.url`
// +k8s:printerColumn:name="Reconciled",type=string,format=name,description="",jsonPath=`.status.conditions[?(@.type=="GardenletReconciled")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type Gardenlet = seedmanagementv1alpha1.Gardenlet

// GardenletList is a list of Gardenlets.
type GardenletList = seedmanagementv1alpha1.GardenletList
