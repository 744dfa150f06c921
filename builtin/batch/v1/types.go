package v1

import (
	batchv1 "k8s.io/api/batch/v1"
)

// CronJob is batch/v1 CronJob. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type CronJob = batchv1.CronJob

// CronJobList is batch/v1 CronJobList.
type CronJobList = batchv1.CronJobList

// Job is batch/v1 Job. Its one field selector has the legacy name
// status.successful and holds status.succeeded; the server rejects other
// labels with its own message (pkg/apis/batch/v1/conversion.go,
// pkg/registry/batch/job/strategy.go).
//
// +k8s:schema:selectableField:jsonPath=".status.succeeded",fieldPath="status.successful",description="Set to the value of status.succeeded"
// +k8s:schema:fieldLabelConversion:message="field label %q not supported for Job"
type Job = batchv1.Job

// JobList is batch/v1 JobList.
type JobList = batchv1.JobList
