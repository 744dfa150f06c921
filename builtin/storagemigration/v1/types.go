package v1

import (
	storagemigrationv1 "k8s.io/api/storagemigration/v1"
)

// StorageVersionMigration is storagemigration.k8s.io/v1
// StorageVersionMigration. The server registers no field label conversion
// for it: metadata.name and metadata.namespace are its field selectors
// (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Name",type=string,nameColumn=true,jsonPath=".metadata.name"
// +k8s:printerColumn:name="Resource",type=string,description="GroupResource to migrate",
// +k8s:printerColumn:expression=`(has(self.spec.resource.resource) ? self.spec.resource.resource : "") + (has(self.spec.resource.group) && self.spec.resource.group != "" ? "." + self.spec.resource.group : "")`
// +k8s:printerColumn:name="Status",type=string,description="Status of the migration",
// +k8s:printerColumn:expression> cel.bind(states, has(self.status.conditions) ? self.status.conditions.filter(c, c.status == "True" && (c.type == "Running" || c.type == "Failed" || c.type == "Succeeded")).map(c, c.type) : [],
// +k8s:printerColumn:expression>   size(states) == 0 ? "Unknown" :
// +k8s:printerColumn:expression>   states[size(states) - 1])
type StorageVersionMigration = storagemigrationv1.StorageVersionMigration

// StorageVersionMigrationList is storagemigration.k8s.io/v1 StorageVersionMigrationList.
type StorageVersionMigrationList = storagemigrationv1.StorageVersionMigrationList
