// +groupName=bad.example.com
package cel
