// +groupName=bad.example.com
package listpaths
