package v1

import (
	nodev1 "k8s.io/api/node/v1"
)

// RuntimeClass is node.k8s.io/v1 RuntimeClass. The server registers no
// field label conversion for it: metadata.name and metadata.namespace are
// its field selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Handler",type=string,description="",expression=`has(self.handler) ? self.handler : ""`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type RuntimeClass = nodev1.RuntimeClass

// RuntimeClassList is node.k8s.io/v1 RuntimeClassList.
type RuntimeClassList = nodev1.RuntimeClassList
