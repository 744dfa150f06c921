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
type ValidatingWebhookConfiguration = admissionregistrationv1.ValidatingWebhookConfiguration

// ValidatingWebhookConfigurationList is admissionregistration.k8s.io/v1 ValidatingWebhookConfigurationList.
type ValidatingWebhookConfigurationList = admissionregistrationv1.ValidatingWebhookConfigurationList
