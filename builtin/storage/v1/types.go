package v1

import (
	storagev1 "k8s.io/api/storage/v1"
)

// CSIDriver is storage.k8s.io/v1 CSIDriver. The server registers no field
// label conversion for it: metadata.name and metadata.namespace are its
// field selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
type CSIDriver = storagev1.CSIDriver

// CSIDriverList is storage.k8s.io/v1 CSIDriverList.
type CSIDriverList = storagev1.CSIDriverList

// CSINode is storage.k8s.io/v1 CSINode. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
type CSINode = storagev1.CSINode

// CSINodeList is storage.k8s.io/v1 CSINodeList.
type CSINodeList = storagev1.CSINodeList

// CSIStorageCapacity is storage.k8s.io/v1 CSIStorageCapacity. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type CSIStorageCapacity = storagev1.CSIStorageCapacity

// CSIStorageCapacityList is storage.k8s.io/v1 CSIStorageCapacityList.
type CSIStorageCapacityList = storagev1.CSIStorageCapacityList

// StorageClass is storage.k8s.io/v1 StorageClass. The server registers no
// field label conversion for it: metadata.name and metadata.namespace are
// its field selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
type StorageClass = storagev1.StorageClass

// StorageClassList is storage.k8s.io/v1 StorageClassList.
type StorageClassList = storagev1.StorageClassList

// VolumeAttachment is storage.k8s.io/v1 VolumeAttachment. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors (metadata.namespace compares
// as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
type VolumeAttachment = storagev1.VolumeAttachment

// VolumeAttachmentList is storage.k8s.io/v1 VolumeAttachmentList.
type VolumeAttachmentList = storagev1.VolumeAttachmentList

// VolumeAttributesClass is storage.k8s.io/v1 VolumeAttributesClass. The
// server registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors (metadata.namespace compares
// as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
type VolumeAttributesClass = storagev1.VolumeAttributesClass

// VolumeAttributesClassList is storage.k8s.io/v1 VolumeAttributesClassList.
type VolumeAttributesClassList = storagev1.VolumeAttributesClassList
