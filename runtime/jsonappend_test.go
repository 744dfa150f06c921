package runtime

import (
	"encoding/json"
	"testing"
)

// FuzzAppendJSONString: every string is written as encoding/json writes
// it.
func FuzzAppendJSONString(f *testing.F) {
	for _, s := range []string{"", "plain", `q"uo\te`, "<a href=\"x\">&amp;</a>", "\b\f\n\r\t\x00\x1f\x7f",
		"ünïcødé ✓ 🚀", "\u2028\u2029", "\xff\xfe bad \xc3", "\xed\xa0\x80 surrogate", "tab\tend"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := AppendJSONString(nil, s); string(got) != string(want) {
			t.Errorf("AppendJSONString(%q) = %s; encoding/json %s", s, got, want)
		}
	})
}

func TestAppendJSONKey(t *testing.T) {
	b := AppendJSONKey([]byte("{"), "a")
	b = append(b, '1')
	b = AppendJSONKey(b, "<b>")
	b = append(b, "2}"...)
	if want := `{"a":1,"\u003cb\u003e":2}`; string(b) != want {
		t.Errorf("got %s; want %s", b, want)
	}
	b = AppendJSONRawKey([]byte("{"), `"x":`)
	b = append(b, '1')
	b = AppendJSONRawKey(b, `"y":`)
	if want := `{"x":1,"y":`; string(b) != want {
		t.Errorf("raw keys: got %s; want %s", b, want)
	}
}

// ipAddress marshals itself to a JSON string, as API types wrapping
// netip.Addr do.
type ipAddress struct{ addr string }

func (a ipAddress) MarshalJSON() ([]byte, error) { return json.Marshal(a.addr) }

// TestJSONCellOfOwnScalarForm: a value whose own JSON is a scalar prints as
// the CRD convertor prints that scalar (no quotes around a string).
func TestJSONCellOfOwnScalarForm(t *testing.T) {
	if got := JSONCell(ipAddress{"10.0.0.1"}); got != "10.0.0.1" {
		t.Errorf("JSONCell(an IP address) = %#v, want 10.0.0.1", got)
	}
	if got := JSONCell(struct {
		IP ipAddress `json:"ip"`
	}{ipAddress{"::1"}}); got != `{"ip":"::1"}` {
		t.Errorf("JSONCell(a struct holding one) = %#v", got)
	}
}
