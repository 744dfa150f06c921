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
// +k8s:printerColumn:name="AttachRequired",type=boolean,description="attachRequired indicates this CSI volume driver requires an attach operation (because it implements the CSI ControllerPublishVolume() method), and that the Kubernetes attach detach controller should call the attach volume interface which checks the volumeattachment status and waits until the volume is attached before proceeding to mounting. The CSI external-attacher coordinates with CSI volume driver and updates the volumeattachment status when the attach operation is complete. If the value is specified to false, the attach operation will be skipped. Otherwise the attach operation will be called.\n\nThis field is immutable.",expression="has(self.spec.attachRequired) ? self.spec.attachRequired : true"
// +k8s:printerColumn:name="PodInfoOnMount",type=boolean,description="podInfoOnMount indicates this CSI volume driver requires additional pod information (like podName, podUID, etc.) during mount operations, if set to true. If set to false, pod information will not be passed on mount. Default is false.\n\nThe CSI driver specifies podInfoOnMount as part of driver deployment. If true, Kubelet will pass pod information as VolumeContext in the CSI NodePublishVolume() calls. The CSI driver is responsible for parsing and validating the information passed in as VolumeContext.\n\nThe following VolumeContext will be passed if podInfoOnMount is set to true. This list might grow, but the prefix will be used. \"csi.storage.k8s.io/pod.name\": pod.Name \"csi.storage.k8s.io/pod.namespace\": pod.Namespace \"csi.storage.k8s.io/pod.uid\": string(pod.UID) \"csi.storage.k8s.io/ephemeral\": \"true\" if the volume is an ephemeral inline volume\n                                defined by a CSIVolumeSource, otherwise \"false\"\n\n\"csi.storage.k8s.io/ephemeral\" is a new feature in Kubernetes 1.16. It is only required for drivers which support both the \"Persistent\" and \"Ephemeral\" VolumeLifecycleMode. Other drivers can leave pod info disabled and/or ignore this field. As Kubernetes 1.15 doesn't support this field, drivers can only support one mode when deployed on such a cluster and the deployment determines which mode that is, for example via a command line parameter of the driver.\n\nThis field was immutable in Kubernetes < 1.29 and now is mutable.",expression="has(self.spec.podInfoOnMount) ? self.spec.podInfoOnMount : false"
// +k8s:printerColumn:name="StorageCapacity",type=boolean,description="storageCapacity indicates that the CSI volume driver wants pod scheduling to consider the storage capacity that the driver deployment will report by creating CSIStorageCapacity objects with capacity information, if set to true.\n\nThe check can be enabled immediately when deploying a driver. In that case, provisioning new volumes with late binding will pause until the driver deployment has published some suitable CSIStorageCapacity object.\n\nAlternatively, the driver can be deployed with the field unset or false and it can be flipped later when storage capacity information has been published.\n\nThis field was immutable in Kubernetes <= 1.22 and now is mutable.",expression="has(self.spec.storageCapacity) ? self.spec.storageCapacity : false"
// +k8s:printerColumn:name="TokenRequests",type=string,description="tokenRequests indicates the CSI driver needs pods' service account tokens it is mounting volume for to do necessary authentication. Kubelet will pass the tokens in VolumeContext in the CSI NodePublishVolume calls. The CSI driver should parse and validate the following VolumeContext: \"csi.storage.k8s.io/serviceAccount.tokens\": {\n  \"<audience>\": {\n    \"token\": <token>,\n    \"expirationTimestamp\": <expiration timestamp in RFC3339>,\n  },\n  ...\n}\n\nNote: Audience in each TokenRequest should be different and at most one token is empty string. To receive a new token after expiry, RequiresRepublish can be used to trigger NodePublishVolume periodically.",expression=`has(self.spec.tokenRequests) ? self.spec.tokenRequests.map(t, has(t.audience) ? t.audience : "").join(",") : "<unset>"`
// +k8s:printerColumn:name="RequiresRepublish",type=boolean,description="requiresRepublish indicates the CSI driver wants `NodePublishVolume` being periodically called to reflect any possible change in the mounted volume. This field defaults to false.\n\nNote: After a successful initial NodePublishVolume call, subsequent calls to NodePublishVolume should only update the contents of the volume. New mount points will not be seen by a running container.",expression="has(self.spec.requiresRepublish) ? self.spec.requiresRepublish : false"
// +k8s:printerColumn:name="Modes",type=string,description="volumeLifecycleModes defines what kind of volumes this CSI volume driver supports. The default if the list is empty is \"Persistent\", which is the usage defined by the CSI specification and implemented in Kubernetes via the usual PV/PVC mechanism.\n\nThe other mode is \"Ephemeral\". In this mode, volumes are defined inline inside the pod spec with CSIVolumeSource and their lifecycle is tied to the lifecycle of that pod. A driver has to be aware of this because it is only going to get a NodePublishVolume call for such a volume.\n\nFor more information about implementing this mode, see https://kubernetes-csi.github.io/docs/ephemeral-local-volumes.html A driver can support one or more of these modes and more modes may be added in the future.\n\nThis field is beta. This field is immutable.",expression=`cel.bind(modes, has(self.spec.volumeLifecycleModes) ? self.spec.volumeLifecycleModes.join(",") : "", modes != "" ? modes : "<none>")`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type CSIDriver = storagev1.CSIDriver

// CSIDriverList is storage.k8s.io/v1 CSIDriverList.
type CSIDriverList = storagev1.CSIDriverList

// CSINode is storage.k8s.io/v1 CSINode. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Drivers",type=integer,description="Drivers indicates the number of CSI drivers registered on the node",expression="has(self.spec.drivers) ? size(self.spec.drivers) : 0"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type CSINode = storagev1.CSINode

// CSINodeList is storage.k8s.io/v1 CSINodeList.
type CSINodeList = storagev1.CSINodeList

// CSIStorageCapacity is storage.k8s.io/v1 CSIStorageCapacity. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors. Its registry wires the
// default table (rest.NewDefaultTableConvertor: Name, Created At), not
// the handler kube-apiserver's printers have for it, so the table is
// the default one.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Created At",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=string,jsonPath=".metadata.creationTimestamp",placeholder="0001-01-01T00:00:00Z"
type CSIStorageCapacity = storagev1.CSIStorageCapacity

// CSIStorageCapacityList is storage.k8s.io/v1 CSIStorageCapacityList.
type CSIStorageCapacityList = storagev1.CSIStorageCapacityList

// StorageClass is storage.k8s.io/v1 StorageClass. The server registers no
// field label conversion for it: metadata.name and metadata.namespace are
// its field selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
//
// In a list, kube-apiserver marks the effective default class `name
// (default)`: of the classes annotated default, the newest (the first name
// among those created at the same moment). A single class is printed
// without the mark.
//
// +k8s:printerColumnListVariable:name=effectiveDefault,expression=`cel.bind(defaults, items.filter(c, has(c.metadata.annotations) && (("storageclass.kubernetes.io/is-default-class" in c.metadata.annotations && c.metadata.annotations["storageclass.kubernetes.io/is-default-class"] == "true") || ("storageclass.beta.kubernetes.io/is-default-class" in c.metadata.annotations && c.metadata.annotations["storageclass.beta.kubernetes.io/is-default-class"] == "true"))), size(defaults) == 0 ? "" : cel.bind(created, defaults.map(c, has(c.metadata.creationTimestamp) ? c.metadata.creationTimestamp : timestamp("0001-01-01T00:00:00Z")), cel.bind(newest, created.max(), lists.range(size(defaults)).filter(i, created[i] == newest).map(i, has(defaults[i].metadata.name) ? defaults[i].metadata.name : "").min())))`
// +k8s:printerColumn:name="Name",type=string,format=name,nameColumn=true,description="Name must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names",
// +k8s:printerColumn:expression> cel.bind(name, has(self.metadata.name) ? self.metadata.name : "",
// +k8s:printerColumn:expression>   variables.effectiveDefault != "" && name == variables.effectiveDefault ? name + " (default)" :
// +k8s:printerColumn:expression>   name)
// +k8s:printerColumn:name="Provisioner",type=string,description="provisioner indicates the type of the provisioner.",expression=`has(self.provisioner) ? self.provisioner : ""`
// +k8s:printerColumn:name="ReclaimPolicy",type=string,description="reclaimPolicy controls the reclaimPolicy for dynamically provisioned PersistentVolumes of this storage class. Defaults to Delete.",expression=`has(self.reclaimPolicy) ? self.reclaimPolicy : "Delete"`
// +k8s:printerColumn:name="VolumeBindingMode",type=string,description="volumeBindingMode indicates how PersistentVolumeClaims should be provisioned and bound.  When unset, VolumeBindingImmediate is used. This field is only honored by servers that enable the VolumeScheduling feature.",expression=`has(self.volumeBindingMode) ? self.volumeBindingMode : "Immediate"`
// +k8s:printerColumn:name="AllowVolumeExpansion",type=string,description="allowVolumeExpansion shows whether the storage class allow volume expand.",cellType=boolean,expression="has(self.allowVolumeExpansion) ? self.allowVolumeExpansion : false"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
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
// +k8s:printerColumn:name="Attacher",type=string,format=name,description="attacher indicates the name of the volume driver that MUST handle this request. This is the name returned by GetPluginName().",expression=`has(self.spec.attacher) ? self.spec.attacher : ""`
// +k8s:printerColumn:name="PV",type=string,description="persistentVolumeName represents the name of the persistent volume to attach.",expression=`has(self.spec.source.persistentVolumeName) ? self.spec.source.persistentVolumeName : ""`
// +k8s:printerColumn:name="Node",type=string,description="nodeName represents the node that the volume should be attached to.",expression=`has(self.spec.nodeName) ? self.spec.nodeName : ""`
// +k8s:printerColumn:name="Attached",type=boolean,description="attached indicates the volume is successfully attached. This field must only be set by the entity completing the attach operation, i.e. the external-attacher.",expression="has(self.status) && has(self.status.attached) ? self.status.attached : false"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
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
// +k8s:printerColumn:name="DriverName",type=string,description="driverName is the name of the CSI driver This field is immutable.",expression=`has(self.driverName) ? self.driverName : ""`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type VolumeAttributesClass = storagev1.VolumeAttributesClass

// VolumeAttributesClassList is storage.k8s.io/v1 VolumeAttributesClassList.
type VolumeAttributesClassList = storagev1.VolumeAttributesClassList
