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
type StorageVersionMigration = storagemigrationv1.StorageVersionMigration

// StorageVersionMigrationList is storagemigration.k8s.io/v1 StorageVersionMigrationList.
type StorageVersionMigrationList = storagemigrationv1.StorageVersionMigrationList
