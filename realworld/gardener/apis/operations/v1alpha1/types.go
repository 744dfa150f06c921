package v1alpha1

import (
	operationsv1alpha1 "github.com/gardener/gardener/pkg/apis/operations/v1alpha1"
)

// Bastion selects by its seed (the watch cache's trigger) and its shoot.
// Its table tells the heartbeat's age and the time left before expiry.
//
// +k8s:schema:selectableField:jsonPath=".spec.seedName",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.name"
// +k8s:printerColumn:name="Shoot",type=string,format=name,description="The Shoot this bastion belongs to.",expression=`has(self.spec.shootRef.name) ? self.spec.shootRef.name : ""`
// +k8s:printerColumn:name="Seed",type=string,format=name,description="The Seed cluster on which the Shoot is scheduled.",expression=`has(self.spec.seedName) ? self.spec.seedName : "<pending>"`
// +k8s:printerColumn:name="IP",type=string,format=name,description="The bastion host's IP and/or hostname.",expression=`!has(self.status.ingress) || (!has(self.status.ingress.ip) && !has(self.status.ingress.hostname)) ? "<pending>" : (has(self.status.ingress.hostname) ? self.status.ingress.hostname : self.status.ingress.ip)`
// +k8s:printerColumn:name="Heartbeat",type=string,format=name,description="The time and date when the last heartbeat occurred.",expression=`has(self.status.lastHeartbeatTimestamp) ? humanDuration(now - self.status.lastHeartbeatTimestamp) + " ago" : "<never>"`
// +k8s:printerColumn:name="Expires",type=string,format=name,description="The time and date after which the bastion will be deleted.",expression=`has(self.status.expirationTimestamp) ? (self.status.expirationTimestamp < now ? "<expired>" : humanDuration(self.status.expirationTimestamp - now)) : "<pending>"`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type Bastion = operationsv1alpha1.Bastion

// BastionList is a list of Bastions.
type BastionList = operationsv1alpha1.BastionList
