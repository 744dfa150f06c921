package v1

import (
	batchv1 "k8s.io/api/batch/v1"
)

// CronJob is batch/v1 CronJob. The server registers no field label
// conversion for it: metadata.name and metadata.namespace are its field
// selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Schedule",type=string,description="The schedule in Cron format, see https://en.wikipedia.org/wiki/Cron.",expression=`has(self.spec.schedule) ? self.spec.schedule : ""`
// +k8s:printerColumn:name="Timezone",type=string,description="The time zone name for the given schedule, see https://en.wikipedia.org/wiki/List_of_tz_database_time_zones. If not specified, this will default to the time zone of the kube-controller-manager process. The set of valid time zone names and the time zone offset is loaded from the system-wide time zone database by the API server during CronJob validation and the controller manager during execution. If no system-wide time zone database can be found a bundled version of the database is used instead. If the time zone name becomes invalid during the lifetime of a CronJob or due to a change in host configuration, the controller will stop creating new new Jobs and will create a system event with the reason UnknownTimeZone. More information can be found in https://kubernetes.io/docs/concepts/workloads/controllers/cron-jobs/#time-zones",expression=`has(self.spec.timeZone) ? self.spec.timeZone : "<none>"`
// +k8s:printerColumn:name="Suspend",type=boolean,description="This flag tells the controller to suspend subsequent executions, it does not apply to already started executions.  Defaults to false.",cellType=string,expression=`!has(self.spec.suspend) ? "<unset>" : (self.spec.suspend ? "True" : "False")`
// +k8s:printerColumn:name="Active",type=integer,description="A list of pointers to currently running jobs.",expression="has(self.status.active) ? size(self.status.active) : 0"
// +k8s:printerColumn:name="Last Schedule",type=string,description="Information when was the last time the job was successfully scheduled.",expression=`has(self.status.lastScheduleTime) ? humanDuration(now - self.status.lastScheduleTime) : "<none>"`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Containers",type=string,priority=1,description="Names of each container in the template.",expression=`has(self.spec.jobTemplate.spec.template.spec.containers) ? self.spec.jobTemplate.spec.template.spec.containers.map(c, has(c.name) ? c.name : "").join(",") : ""`
// +k8s:printerColumn:name="Images",type=string,priority=1,description="Images referenced by each container in the template.",expression=`has(self.spec.jobTemplate.spec.template.spec.containers) ? self.spec.jobTemplate.spec.template.spec.containers.map(c, has(c.image) ? c.image : "").join(",") : ""`
// +k8s:printerColumn:name="Selector",type=string,priority=1,description="A label query over pods that should match the pod count. Normally, the system sets this field for you. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",expression=`has(self.spec.jobTemplate.spec.selector) ? formatLabelSelector(self.spec.jobTemplate.spec.selector) : "<none>"`
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
// +k8s:printerColumn:name="Status",type=string,description="Status of the job.",
// +k8s:printerColumn:expression> cel.bind(states, has(self.status.conditions) ? self.status.conditions.filter(c, c.status == "True").map(c, c.type) : [],
// +k8s:printerColumn:expression>   "Complete" in states ? "Complete" :
// +k8s:printerColumn:expression>   "Failed" in states ? "Failed" :
// +k8s:printerColumn:expression>   has(self.metadata.deletionTimestamp) ? "Terminating" :
// +k8s:printerColumn:expression>   "Suspended" in states ? "Suspended" :
// +k8s:printerColumn:expression>   "FailureTarget" in states ? "FailureTarget" :
// +k8s:printerColumn:expression>   "SuccessCriteriaMet" in states ? "SuccessCriteriaMet" :
// +k8s:printerColumn:expression>   "Running")
// +k8s:printerColumn:name="Completions",type=string,description="The number of pods which reached phase Succeeded. The value increases monotonically for a given spec. However, it may decrease in reaction to scale down of elastic indexed jobs.",
// +k8s:printerColumn:expression> has(self.spec.completions) ? "%d/%d".format([has(self.status.succeeded) ? self.status.succeeded : 0, self.spec.completions]) :
// +k8s:printerColumn:expression> has(self.spec.parallelism) && self.spec.parallelism > 1 ? "%d/1 of %d".format([has(self.status.succeeded) ? self.status.succeeded : 0, self.spec.parallelism]) :
// +k8s:printerColumn:expression> "%d/1".format([has(self.status.succeeded) ? self.status.succeeded : 0])
// +k8s:printerColumn:name="Duration",type=string,description="Time required to complete the job.",
// +k8s:printerColumn:expression> !has(self.status.startTime) ? "" :
// +k8s:printerColumn:expression> !has(self.status.completionTime) ? humanDuration(now - self.status.startTime) :
// +k8s:printerColumn:expression> humanDuration(self.status.completionTime - self.status.startTime)
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Containers",type=string,priority=1,description="Names of each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.name) ? c.name : "").join(",") : ""`
// +k8s:printerColumn:name="Images",type=string,priority=1,description="Images referenced by each container in the template.",expression=`has(self.spec.template.spec.containers) ? self.spec.template.spec.containers.map(c, has(c.image) ? c.image : "").join(",") : ""`
// +k8s:printerColumn:name="Selector",type=string,priority=1,description="A label query over pods that should match the pod count. Normally, the system sets this field for you. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",expression=`has(self.spec.selector) ? formatLabelSelector(self.spec.selector) : "<none>"`
type Job = batchv1.Job

// JobList is batch/v1 JobList.
type JobList = batchv1.JobList
