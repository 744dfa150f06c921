package v1

import (
	rbacv1 "k8s.io/api/rbac/v1"
)

// ClusterRole is rbac.authorization.k8s.io/v1 ClusterRole. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors (metadata.namespace compares
// as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Created At",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=string,jsonPath=".metadata.creationTimestamp",placeholder="0001-01-01T00:00:00Z"
type ClusterRole = rbacv1.ClusterRole

// ClusterRoleList is rbac.authorization.k8s.io/v1 ClusterRoleList.
type ClusterRoleList = rbacv1.ClusterRoleList

// ClusterRoleBinding is rbac.authorization.k8s.io/v1 ClusterRoleBinding.
// The server registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors (metadata.namespace compares
// as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Role",type=string,description="roleRef can only reference a ClusterRole in the global namespace. If the RoleRef cannot be resolved, the Authorizer must return an error.",expression=`"%s/%s".format([has(self.roleRef.kind) ? self.roleRef.kind : "", has(self.roleRef.name) ? self.roleRef.name : ""])`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Users",type=string,priority=1,description="Users in the clusterRoleBinding",expression=`has(self.subjects) ? self.subjects.filter(s, s.kind == "User").map(s, has(s.name) ? s.name : "").join(", ") : ""`
// +k8s:printerColumn:name="Groups",type=string,priority=1,description="Groups in the clusterRoleBinding",expression=`has(self.subjects) ? self.subjects.filter(s, s.kind == "Group").map(s, has(s.name) ? s.name : "").join(", ") : ""`
// +k8s:printerColumn:name="ServiceAccounts",type=string,priority=1,description="ServiceAccounts in the clusterRoleBinding",expression=`has(self.subjects) ? self.subjects.filter(s, s.kind == "ServiceAccount").map(s, (has(s.__namespace__) ? s.__namespace__ : "") + "/" + (has(s.name) ? s.name : "")).join(", ") : ""`
type ClusterRoleBinding = rbacv1.ClusterRoleBinding

// ClusterRoleBindingList is rbac.authorization.k8s.io/v1 ClusterRoleBindingList.
type ClusterRoleBindingList = rbacv1.ClusterRoleBindingList

// Role is rbac.authorization.k8s.io/v1 Role. The server registers no field
// label conversion for it: metadata.name and metadata.namespace are its
// field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Created At",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=string,jsonPath=".metadata.creationTimestamp",placeholder="0001-01-01T00:00:00Z"
type Role = rbacv1.Role

// RoleList is rbac.authorization.k8s.io/v1 RoleList.
type RoleList = rbacv1.RoleList

// RoleBinding is rbac.authorization.k8s.io/v1 RoleBinding. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Role",type=string,description="roleRef can reference a Role in the current namespace or a ClusterRole in the global namespace. If the RoleRef cannot be resolved, the Authorizer must return an error.",expression=`"%s/%s".format([has(self.roleRef.kind) ? self.roleRef.kind : "", has(self.roleRef.name) ? self.roleRef.name : ""])`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Users",type=string,priority=1,description="Users in the roleBinding",expression=`has(self.subjects) ? self.subjects.filter(s, s.kind == "User").map(s, has(s.name) ? s.name : "").join(", ") : ""`
// +k8s:printerColumn:name="Groups",type=string,priority=1,description="Groups in the roleBinding",expression=`has(self.subjects) ? self.subjects.filter(s, s.kind == "Group").map(s, has(s.name) ? s.name : "").join(", ") : ""`
// +k8s:printerColumn:name="ServiceAccounts",type=string,priority=1,description="ServiceAccounts in the roleBinding",expression=`has(self.subjects) ? self.subjects.filter(s, s.kind == "ServiceAccount").map(s, (has(s.__namespace__) ? s.__namespace__ : "") + "/" + (has(s.name) ? s.name : "")).join(", ") : ""`
type RoleBinding = rbacv1.RoleBinding

// RoleBindingList is rbac.authorization.k8s.io/v1 RoleBindingList.
type RoleBindingList = rbacv1.RoleBindingList
