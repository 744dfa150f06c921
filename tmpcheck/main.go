package main

import (
	"fmt"
	"os"

	"github.com/selectable-gen/selectable-gen/internal/randapi"
)

func main() {
	var seed int64
	fmt.Sscan(os.Args[1], &seed)
	p := randapi.Write(seed, seed%3 != 0)
	fmt.Print(p.Files["types.go"])
}
