// +groupName=kb.example.com
package kubebuilder
