package kubeprinters

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/selectable-gen/selectable-gen/builtin"
)

var dump = flag.String("dump", "", "print the column definitions of upstream's table for this kind as marker drafts")

func TestDump(t *testing.T) {
	if *dump == "" {
		t.Skip()
	}
	for _, d := range builtin.Descriptors {
		if *dump != "all" && d.Kind != *dump {
			continue
		}
		tbl, err := upstreamTable(d, d.NewList(), nil)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", d.Kind, err)
			continue
		}
		fmt.Fprintf(os.Stderr, "== %s.%s (handler %v)\n", d.Kind, d.Group, hasHandler(d))
		for _, c := range tbl.ColumnDefinitions {
			fmt.Fprintf(os.Stderr, "// +k8s:printerColumn:name=%s,type=%s,format=%s,priority=%d,description=%s\n", strconv.Quote(c.Name), c.Type, c.Format, c.Priority, strconv.Quote(c.Description))
		}
	}
}
