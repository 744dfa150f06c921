package groupconst

// GroupName is the group name used in this package.
const GroupName = "groupconst.example.com"
