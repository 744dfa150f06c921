// +groupName=indexes.example.com
package indexes
