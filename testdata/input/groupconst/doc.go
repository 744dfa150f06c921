// Package groupconst names its group only in a GroupName constant, as
// k8s.io/api's apps, batch, autoscaling and policy packages do.
package groupconst
