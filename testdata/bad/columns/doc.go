// +groupName=bad.example.com
package columns
