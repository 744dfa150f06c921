// +groupName=bad.example.com
package subresources
