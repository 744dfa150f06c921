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
type RuntimeClass = nodev1.RuntimeClass

// RuntimeClassList is node.k8s.io/v1 RuntimeClassList.
type RuntimeClassList = nodev1.RuntimeClassList
