package v1alpha1

import (
	securityv1alpha1 "github.com/gardener/gardener/pkg/apis/security/v1alpha1"
)

// WorkloadIdentity prints its subject, target system and audiences.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Sub",type=string,format=name,description="Sub is the value of the sub claim of the issued JWT token.",jsonPath=".status.sub"
// +k8s:printerColumn:name="Type",type=string,description="Type is the provider type of the WorkloadIdentity.",jsonPath=".spec.targetSystem.type"
// +k8s:printerColumn:name="Audiences",type=string,format=name,description="Audiences is list with the audiences of the issued JWT token.",priority=1,expression=`has(self.spec.audiences) ? self.spec.audiences.join(",") : ""`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type WorkloadIdentity = securityv1alpha1.WorkloadIdentity

// WorkloadIdentityList is a list of WorkloadIdentities.
type WorkloadIdentityList = securityv1alpha1.WorkloadIdentityList

// CredentialsBinding prints its provider and the credentials it references.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Provider",type=string,description="Provide is the provider type of the CredentialsBinding.",jsonPath=".provider.type"
// +k8s:printerColumn:name="APIVersion",type=string,format=name,description="APIVersion is the apiVersion of the referenced credentials provider.",expression=`has(self.credentialsRef.apiVersion) ? self.credentialsRef.apiVersion : ""`
// +k8s:printerColumn:name="Kind",type=string,format=name,description="Kind is the kind of the referenced credentials provider.",expression=`has(self.credentialsRef.kind) ? self.credentialsRef.kind : ""`
// +k8s:printerColumn:name="Name",type=string,format=name,description="Name is the namespace and name of the referenced credentials provider.",expression=`(has(self.credentialsRef.__namespace__) ? self.credentialsRef.__namespace__ : "") + "/" + (has(self.credentialsRef.name) ? self.credentialsRef.name : "")`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type CredentialsBinding = securityv1alpha1.CredentialsBinding

// CredentialsBindingList is a list of CredentialsBindings.
type CredentialsBindingList = securityv1alpha1.CredentialsBindingList
