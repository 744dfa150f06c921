// +groupName=bad.example.com
package variables
