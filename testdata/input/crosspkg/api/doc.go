// +groupName=cross.example.com
package api
