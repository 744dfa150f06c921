// +selectable-gen=package
// +groupName=bad.example.com
package unnamed
