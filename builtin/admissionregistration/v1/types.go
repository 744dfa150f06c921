package v1

import (
	admissionregistrationv1 "k8s.io/api/admissionregistration/v1"
)

// MutatingAdmissionPolicy is admissionregistration.k8s.io/v1
// MutatingAdmissionPolicy. The server registers no field label conversion
// for it: metadata.name and metadata.namespace are its field selectors
// (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Mutations",type=integer,description="Mutation indicates the number of mutations rules defined in this configuration",expression="has(self.spec.mutations) ? size(self.spec.mutations) : 0"
// +k8s:printerColumn:name="ParamKind",type=string,description="ParamKind specifies the kind of resources used to parameterize this policy",expression=`has(self.spec.paramKind) ? (has(self.spec.paramKind.apiVersion) ? self.spec.paramKind.apiVersion : "") + "/" + (has(self.spec.paramKind.kind) ? self.spec.paramKind.kind : "") : "<unset>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type MutatingAdmissionPolicy = admissionregistrationv1.MutatingAdmissionPolicy

// MutatingAdmissionPolicyList is admissionregistration.k8s.io/v1 MutatingAdmissionPolicyList.
type MutatingAdmissionPolicyList = admissionregistrationv1.MutatingAdmissionPolicyList

// MutatingAdmissionPolicyBinding is admissionregistration.k8s.io/v1
// MutatingAdmissionPolicyBinding. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="PolicyName",type=string,description="PolicyName indicates the policy definition which the policy binding binded to",expression=`has(self.spec.policyName) ? self.spec.policyName : ""`
// +k8s:printerColumn:name="ParamRef",type=string,description="ParamRef indicates the param resource which sets the configuration param",
// +k8s:printerColumn:expression=`!has(self.spec.paramRef) ? "<unset>" : cel.bind(p, self.spec.paramRef, (has(p.name) ? p.name : "") != "" ? (has(p.__namespace__) && p.__namespace__ != "" ? p.__namespace__ : "*") + "/" + p.name : (has(p.selector) ? cel.bind(s, p.selector, "&LabelSelector{MatchLabels:map[string]string{" + (has(s.matchLabels) ? s.matchLabels.map(k, k).sort().map(k, k + ": " + s.matchLabels[k] + ",").join("") : "") + "},MatchExpressions:[]LabelSelectorRequirement{" + (has(s.matchExpressions) ? s.matchExpressions.map(e, "LabelSelectorRequirement{Key:" + e.key + ",Operator:" + e.operator + ",Values:[" + (has(e.values) ? e.values.join(" ") : "") + "],},").join("") : "") + "},}") : "<unset>"))`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type MutatingAdmissionPolicyBinding = admissionregistrationv1.MutatingAdmissionPolicyBinding

// MutatingAdmissionPolicyBindingList is admissionregistration.k8s.io/v1 MutatingAdmissionPolicyBindingList.
type MutatingAdmissionPolicyBindingList = admissionregistrationv1.MutatingAdmissionPolicyBindingList

// MutatingWebhookConfiguration is admissionregistration.k8s.io/v1
// MutatingWebhookConfiguration. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Webhooks",type=integer,description="Webhooks indicates the number of webhooks registered in this configuration",expression="has(self.webhooks) ? size(self.webhooks) : 0"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type MutatingWebhookConfiguration = admissionregistrationv1.MutatingWebhookConfiguration

// MutatingWebhookConfigurationList is admissionregistration.k8s.io/v1 MutatingWebhookConfigurationList.
type MutatingWebhookConfigurationList = admissionregistrationv1.MutatingWebhookConfigurationList

// ValidatingAdmissionPolicy is admissionregistration.k8s.io/v1
// ValidatingAdmissionPolicy. The server registers no field label conversion
// for it: metadata.name and metadata.namespace are its field selectors
// (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Validations",type=integer,description="Validations indicates the number of validation rules defined in this configuration",expression="has(self.spec.validations) ? size(self.spec.validations) : 0"
// +k8s:printerColumn:name="ParamKind",type=string,description="ParamKind specifies the kind of resources used to parameterize this policy",expression=`has(self.spec.paramKind) ? (has(self.spec.paramKind.apiVersion) ? self.spec.paramKind.apiVersion : "") + "/" + (has(self.spec.paramKind.kind) ? self.spec.paramKind.kind : "") : "<unset>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ValidatingAdmissionPolicy = admissionregistrationv1.ValidatingAdmissionPolicy

// ValidatingAdmissionPolicyList is admissionregistration.k8s.io/v1 ValidatingAdmissionPolicyList.
type ValidatingAdmissionPolicyList = admissionregistrationv1.ValidatingAdmissionPolicyList

// ValidatingAdmissionPolicyBinding is admissionregistration.k8s.io/v1
// ValidatingAdmissionPolicyBinding. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="PolicyName",type=string,description="PolicyName indicates the policy definition which the policy binding binded to",expression=`has(self.spec.policyName) ? self.spec.policyName : ""`
// +k8s:printerColumn:name="ParamRef",type=string,description="ParamRef indicates the param resource which sets the configuration param",
// +k8s:printerColumn:expression=`!has(self.spec.paramRef) ? "<unset>" : cel.bind(p, self.spec.paramRef, (has(p.name) ? p.name : "") != "" ? (has(p.__namespace__) && p.__namespace__ != "" ? p.__namespace__ : "*") + "/" + p.name : (has(p.selector) ? cel.bind(s, p.selector, "&LabelSelector{MatchLabels:map[string]string{" + (has(s.matchLabels) ? s.matchLabels.map(k, k).sort().map(k, k + ": " + s.matchLabels[k] + ",").join("") : "") + "},MatchExpressions:[]LabelSelectorRequirement{" + (has(s.matchExpressions) ? s.matchExpressions.map(e, "LabelSelectorRequirement{Key:" + e.key + ",Operator:" + e.operator + ",Values:[" + (has(e.values) ? e.values.join(" ") : "") + "],},").join("") : "") + "},}") : "<unset>"))`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ValidatingAdmissionPolicyBinding = admissionregistrationv1.ValidatingAdmissionPolicyBinding

// ValidatingAdmissionPolicyBindingList is admissionregistration.k8s.io/v1 ValidatingAdmissionPolicyBindingList.
type ValidatingAdmissionPolicyBindingList = admissionregistrationv1.ValidatingAdmissionPolicyBindingList

// ValidatingWebhookConfiguration is admissionregistration.k8s.io/v1
// ValidatingWebhookConfiguration. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Webhooks",type=integer,description="Webhooks indicates the number of webhooks registered in this configuration",expression="has(self.webhooks) ? size(self.webhooks) : 0"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type ValidatingWebhookConfiguration = admissionregistrationv1.ValidatingWebhookConfiguration

// ValidatingWebhookConfigurationList is admissionregistration.k8s.io/v1 ValidatingWebhookConfigurationList.
type ValidatingWebhookConfigurationList = admissionregistrationv1.ValidatingWebhookConfigurationList
