// +groupName=two.example.com
// +groupName=one.example.com
package pkgmarkers
