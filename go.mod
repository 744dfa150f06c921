module github.com/selectable-gen/selectable-gen

go 1.26.8
