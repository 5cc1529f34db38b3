import Testing

@testable import TouchRouteEvdev

@Suite struct CalibrationMatrixTests {
    @Test func identityLeavesPointsAlone() {
        for point in [
            NormalizedPoint(0, 0), NormalizedPoint(0.25, 0.75), NormalizedPoint(1, 1), NormalizedPoint(-0.5, 2),
        ] {
            #expect(CalibrationMatrix.identity.apply(to: point) == point)
        }
    }

    @Test func appliesLibinputsFormula() {
        // x' = a·x + b·y + c, y' = d·x + e·y + f.
        let matrix = CalibrationMatrix(2, 3, 5, 7, 11, 13)
        #expect(matrix.apply(to: NormalizedPoint(1, 0)) == NormalizedPoint(7, 20))
        #expect(matrix.apply(to: NormalizedPoint(0, 1)) == NormalizedPoint(8, 24))
        #expect(matrix.apply(to: NormalizedPoint(0, 0)) == NormalizedPoint(5, 13))
    }

    @Test func translationMovesByFractionsOfTheArea() {
        // libinput's own example: one width right and one height up.
        let matrix = CalibrationMatrix(1, 0, 1, 0, 1, -1)
        #expect(matrix.apply(to: NormalizedPoint(0.25, 0.5)) == NormalizedPoint(1.25, -0.5))
    }

    @Test func followedByAppliesThisMatrixFirst() {
        let halve = CalibrationMatrix(0.5, 0, 0, 0, 0.5, 0)
        let shift = CalibrationMatrix(1, 0, 0.25, 0, 1, 0.5)
        let point = NormalizedPoint(0.5, 0.5)
        #expect(halve.followed(by: shift).apply(to: point) == shift.apply(to: halve.apply(to: point)))
        #expect(halve.followed(by: shift).apply(to: point) == NormalizedPoint(0.5, 0.75))
        #expect(shift.followed(by: halve).apply(to: point) == NormalizedPoint(0.375, 0.5))
        #expect(CalibrationMatrix.identity.followed(by: shift) == shift)
        #expect(shift.followed(by: .identity) == shift)
    }

    @Test func determinant() {
        #expect(CalibrationMatrix.identity.determinant == 1)
        #expect(CalibrationMatrix(0, -1, 1, 1, 0, 0).determinant == 1)
        #expect(CalibrationMatrix(-1, 0, 1, 0, 1, 0).determinant == -1)
        #expect(CalibrationMatrix(1, 2, 0, 2, 4, 0).determinant == 0)
    }

    // MARK: Parsing

    @Test(arguments: [
        ("1 0 0 0 1 0", CalibrationMatrix.identity),
        ("0 -1 1 1 0 0", CalibrationMatrix(0, -1, 1, 1, 0, 0)),
        ("  1.0833\t0\t-0.0417\n0 1.0833 -0.0417  ", CalibrationMatrix(1.0833, 0, -0.0417, 0, 1.0833, -0.0417)),
        ("1e0 0 .5 0 +1 -2.5E-1", CalibrationMatrix(1, 0, 0.5, 0, 1, -0.25)),
    ])
    func parsesSixNumbersSeparatedByWhitespace(text: String, expected: CalibrationMatrix) throws {
        #expect(try CalibrationMatrix(parsing: text) == expected)
    }

    @Test func descriptionReadsBack() throws {
        let matrices = [
            CalibrationMatrix.identity, CalibrationMatrix(0, -1, 1, 1, 0, 0),
            CalibrationMatrix(1.0833, 0, -0.0417, 0, 0.1 + 0.2, -0),
        ]
        for matrix in matrices {
            #expect(try CalibrationMatrix(parsing: matrix.description) == matrix)
        }
        #expect(CalibrationMatrix(0, -1, 1, 1, 0, 0).description == "0 -1 1 1 0 0")
        #expect(CalibrationMatrix(1.5, 0, -0.25, 0, 1, 0).description == "1.5 0 -0.25 0 1 0")
    }

    @Test(arguments: [
        (
            "",
            #"The calibration matrix '' has 0 numbers, not 6. Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change."#
        ),
        (
            "1",
            #"The calibration matrix '1' has 1 number, not 6. Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change."#
        ),
        (
            "1 0 0 0 1 0 0 0 1",
            #"The calibration matrix '1 0 0 0 1 0 0 0 1' has 9 numbers, not 6. Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change."#
        ),
        (
            "1 0 x 0 1 0",
            #"The calibration matrix '1 0 x 0 1 0' has 'x' where a number should be. Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change."#
        ),
        (
            "1,0,0,0,1,0",
            #"The calibration matrix '1,0,0,0,1,0' has '1,0,0,0,1,0' where a number should be. Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change."#
        ),
        (
            "1 0 inf 0 1 0",
            #"The calibration matrix '1 0 inf 0 1 0' has 'inf', which is not a finite number. Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change."#
        ),
        (
            "nan 0 0 0 1 0",
            #"The calibration matrix 'nan 0 0 0 1 0' has 'nan', which is not a finite number. Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change."#
        ),
        (
            "1e999 0 0 0 1 0",
            #"The calibration matrix '1e999 0 0 0 1 0' has '1e999', which is not a finite number. Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change."#
        ),
    ])
    func parseErrorsSayWhatIsWrongAndHowToWriteAMatrix(text: String, message: String) {
        #expect {
            try CalibrationMatrix(parsing: text)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func parseErrorsCarryTheProblem() {
        #expect(throws: CalibrationMatrixParseError(text: "1 2", problem: .wrongCount(2))) {
            try CalibrationMatrix(parsing: "1 2")
        }
        #expect(throws: CalibrationMatrixParseError(text: "1 0 0 0 1 -", problem: .notANumber("-"))) {
            try CalibrationMatrix(parsing: "1 0 0 0 1 -")
        }
    }
}
