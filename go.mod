module github.com/boardrules/kingdoms

go 1.25

require (
	github.com/google/go-cmp v0.7.0
	pgregory.net/rapid v1.3.0
)
