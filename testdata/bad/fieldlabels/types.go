package fieldlabels

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:schema:selectableField:jsonPath=".spec.a"
// +k8s:schema:selectableField:jsonPath=".spec.b",internalName="spec.a"
// +k8s:schema:fieldLabel:name="spec.a",internalName="spec.b",description="x"
// +k8s:schema:fieldLabel:name="spec.c",internalName="spec.zzz",description="x"
// +k8s:schema:fieldLabel:name="spec.d"
// +k8s:schema:fieldLabel:name="spec.a",accepted=false
// +k8s:schema:fieldLabel:name="spec.e",accepted=false
// +k8s:schema:fieldLabel:name="metadata.name",description="x"
// +k8s:schema:fieldLabel:name="spec.f",description="x"
// +k8s:schema:fieldLabel:name="spec.f",description="y"
// +k8s:schema:fieldLabelConversion:message="no verb"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

type Spec struct {
	A string `json:"a"`
	B string `json:"b"`
}

// +k8s:schema:selectableField:jsonPath=".spec.a",accepted=false
// +k8s:schema:fieldLabel:name="spec.x",description="x"
// +k8s:schema:fieldLabelConversion:registered=false,message="field label %s %d"
type Other struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}
