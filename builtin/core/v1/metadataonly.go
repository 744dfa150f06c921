package v1

import (
	corev1 "k8s.io/api/core/v1"
)

// The core/v1 kinds whose field selectors are metadata.name and
// metadata.namespace only: the server registers no field label conversion
// for them, so apimachinery's default conversion applies.

// ComponentStatus is core/v1 ComponentStatus. Cluster-scoped:
// metadata.namespace is accepted and compares as the empty string.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
type ComponentStatus = corev1.ComponentStatus

// ComponentStatusList is core/v1 ComponentStatusList.
type ComponentStatusList = corev1.ComponentStatusList

// ConfigMap is core/v1 ConfigMap.
//
// +k8s:schema:fieldLabelConversion:registered=false
type ConfigMap = corev1.ConfigMap

// ConfigMapList is core/v1 ConfigMapList.
type ConfigMapList = corev1.ConfigMapList

// Endpoints is core/v1 Endpoints.
//
// +k8s:resource:path=endpoints
// +k8s:schema:fieldLabelConversion:registered=false
type Endpoints = corev1.Endpoints

// EndpointsList is core/v1 EndpointsList.
type EndpointsList = corev1.EndpointsList

// LimitRange is core/v1 LimitRange.
//
// +k8s:schema:fieldLabelConversion:registered=false
type LimitRange = corev1.LimitRange

// LimitRangeList is core/v1 LimitRangeList.
type LimitRangeList = corev1.LimitRangeList

// PodTemplate is core/v1 PodTemplate.
//
// +k8s:schema:fieldLabelConversion:registered=false
type PodTemplate = corev1.PodTemplate

// PodTemplateList is core/v1 PodTemplateList.
type PodTemplateList = corev1.PodTemplateList

// ResourceQuota is core/v1 ResourceQuota.
//
// +k8s:schema:fieldLabelConversion:registered=false
type ResourceQuota = corev1.ResourceQuota

// ResourceQuotaList is core/v1 ResourceQuotaList.
type ResourceQuotaList = corev1.ResourceQuotaList

// ServiceAccount is core/v1 ServiceAccount.
//
// +k8s:schema:fieldLabelConversion:registered=false
type ServiceAccount = corev1.ServiceAccount

// ServiceAccountList is core/v1 ServiceAccountList.
type ServiceAccountList = corev1.ServiceAccountList
